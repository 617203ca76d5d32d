<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>The hand history cannot be written ({reason}).</source>
        <translation>Не удаётся записать историю раздач ({reason}).</translation>
    </message>
    <message>
        <source>The saved game {name} could not be used: {error}.</source>
        <translation>Не удалось использовать сохранённую игру {name}: {error}.</translation>
    </message>
    <message>
        <source>It is kept as {name}.</source>
        <translation>Файл сохранён как {name}.</translation>
    </message>
    <message>
        <source>The previous copy of the saved game was used instead.</source>
        <translation>Вместо неё использована предыдущая копия сохранённой игры.</translation>
    </message>
    <message>
        <source>No saved game could be resumed; the game starts normally.</source>
        <translation>Ни одну сохранённую игру продолжить не удалось; игра начинается как обычно.</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}). Play goes on, but this game will not be offered for resume.</source>
        <translation>Не удаётся сохранить игру в {folder} ({reason}). Играть можно дальше, но продолжить эту игру позже не получится.</translation>
    </message>
    <message>
        <source>The settings could not be read ({error}); the defaults are used.</source>
        <translation>Не удалось прочитать настройки ({error}); используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The settings file {name} is damaged; the defaults are used.</source>
        <translation>Файл настроек {name} повреждён; используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>The settings could not be saved in {folder} ({reason}).</source>
        <translation>Не удалось сохранить настройки в {folder} ({reason}).</translation>
    </message>
    <message>
        <source>it is locked by another program (perhaps another copy of the game)</source>
        <translation>она заблокирована другой программой (возможно, другой копией игры)</translation>
    </message>
    <message>
        <source>The statistics cannot be kept in {folder} ({reason}).</source>
        <translation>Статистику нельзя хранить в {folder} ({reason}).</translation>
    </message>
    <message>
        <source>The statistics database {name} cannot be used: {problem}.</source>
        <translation>Базу статистики {name} нельзя использовать: {problem}.</translation>
    </message>
    <message>
        <source>It is left as it is.</source>
        <translation>Она остаётся как есть.</translation>
    </message>
    <message>
        <source>The statistics file {name} cannot be used: {problem}.</source>
        <translation>Файл статистики {name} нельзя использовать: {problem}.</translation>
    </message>
    <message>
        <source>The statistics file {name} could not be used ({problem}). It is kept as {kept}; statistics go on in a fresh file.</source>
        <translation>Файл статистики {name} не удалось использовать ({problem}). Он сохранён как {kept}; статистика продолжается в новом файле.</translation>
    </message>
    <message>
        <source>The statistics file {name} could not be used ({problem}). It is kept as {kept}.</source>
        <translation>Файл статистики {name} не удалось использовать ({problem}). Он сохранён как {kept}.</translation>
    </message>
    <message>
        <source>The statistics database could not be used ({error}).</source>
        <translation>Базу статистики не удалось использовать ({error}).</translation>
    </message>
    <message>
        <source>The statistics database was damaged ({error}). It is kept as {name}; a fresh one was started.</source>
        <translation>База статистики была повреждена ({error}). Она сохранена как {name}; начата новая база.</translation>
    </message>
    <message>
        <source>The statistics database cannot be used now: {why}. It is left as it is; this session&apos;s statistics go to {name}.</source>
        <translation>Базу статистики сейчас нельзя использовать: {why}. Она оставлена без изменений; статистика этого сеанса записывается в {name}.</translation>
    </message>
    <message>
        <source>The statistics database cannot be used now: {why}. It is left as it is.</source>
        <translation>Базу статистики сейчас нельзя использовать: {why}. Она остаётся как есть.</translation>
    </message>
    <message>
        <source>This session&apos;s statistics are kept in memory only: they cannot be kept on disk either, so they are lost when the game closes.</source>
        <translation>Статистика этого сеанса хранится только в памяти: на диске её тоже сохранить нельзя, поэтому она будет потеряна при закрытии игры.</translation>
    </message>
    <message>
        <source>This session&apos;s statistics are kept in {folder} and go into the database when it can be used again.</source>
        <translation>Статистика этого сеанса хранится в {folder} и попадёт в базу, когда её снова можно будет использовать.</translation>
    </message>
    <message>
        <source>These statistics files are left as they are and not counted:
{files}</source>
        <translation>Эти файлы статистики оставлены как есть и не учитываются:
{files}</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be saved and are lost.</source>
        <translation>
            <numerusform>%n набор статистики не удалось сохранить, он потерян.</numerusform>
            <numerusform>%n набора статистики не удалось сохранить, они потеряны.</numerusform>
            <numerusform>%n наборов статистики не удалось сохранить, они потеряны.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be written to the database yet. They are kept in {folder} and go into it at the next start that can write it.</source>
        <translation>
            <numerusform>%n набор статистики пока не удалось записать в базу. Он хранится в {folder} и попадёт в неё при следующем запуске, когда запись будет возможна.</numerusform>
            <numerusform>%n набора статистики пока не удалось записать в базу. Они хранятся в {folder} и попадут в неё при следующем запуске, когда запись будет возможна.</numerusform>
            <numerusform>%n наборов статистики пока не удалось записать в базу. Они хранятся в {folder} и попадут в неё при следующем запуске, когда запись будет возможна.</numerusform>
        </translation>
    </message>
    <message>
        <source>This session&apos;s statistics cannot be kept on disk: they are in memory only and are lost when the game closes.</source>
        <translation>Статистику этого сеанса нельзя сохранить на диске: она только в памяти и будет потеряна при закрытии игры.</translation>
    </message>
    <message>
        <source>it stayed locked by another program</source>
        <translation>она так и осталась заблокированной другой программой</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}. They are kept in {folder} and go into the statistics as soon as they can be written, at the latest at the next start.</source>
        <translation>Статистику не удалось сохранить: {reason}. Она хранится в {folder} и попадёт в статистику, как только запись станет возможной, — не позже следующего запуска.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}, and they cannot be kept on disk either ({why}). They are kept in memory and saved with the next hand if the database can be written again; what is still unsaved when the game closes is lost.</source>
        <translation>Статистику не удалось сохранить: {reason}, и на диске её тоже нельзя сохранить ({why}). Она хранится в памяти и будет сохранена со следующей раздачей, если в базу снова можно будет писать; всё, что не сохранено к закрытию игры, будет потеряно.</translation>
    </message>
    <message>
        <source>it was written by a newer version of the game (statistics schema {n}; this version reads up to {mine})</source>
        <translation>она записана более новой версией игры (схема статистики {n}; эта версия читает до {mine})</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>файл или его папка недоступны для записи</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Что делать</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>Клавиша {key}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>What would a strong player do here? (Ctrl+H)</source>
        <translation>Как бы здесь сыграл сильный игрок? (Ctrl+H)</translation>
    </message>
    <message>
        <source>Claim the rest</source>
        <translation>Забрать остальные</translation>
    </message>
    <message>
        <source>Your team wins every trick left, however the cards lie</source>
        <translation>Ваша команда возьмёт все оставшиеся взятки при любом раскладе</translation>
    </message>
    <message>
        <source>You are the pitcher: choose trump</source>
        <translation>Вы разыгрывающий: объявите козыри</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Ваш ход: сыграйте карту</translation>
    </message>
    <message>
        <source>Everyone passed: as dealer you must bid 2</source>
        <translation>Все спасовали: вы сдающий и обязаны заявить 2</translation>
    </message>
    <message>
        <source>{seat} bid {bid}: bid more or pass</source>
        <translation>{seat}: заявка {bid}. Повысьте или спасуйте</translation>
    </message>
    <message>
        <source>Your bid: how many points will your team make?</source>
        <translation>Ваша заявка: сколько очков наберёт ваша команда?</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Заявка {n}</translation>
    </message>
    <message>
        <source>Choose up to 3 cards to exchange with the widow</source>
        <translation>Выберите до 3 карт для обмена с прикупом</translation>
    </message>
    <message>
        <source>Keep all my cards</source>
        <translation>Оставить все карты</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n cards</source>
        <translation>
            <numerusform>Обменять %n карту</numerusform>
            <numerusform>Обменять %n карты</numerusform>
            <numerusform>Обменять %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard down to 6 cards</source>
        <translation>Сбросьте лишнее до 6 карт</translation>
    </message>
    <message>
        <source>Discard these {n}</source>
        <translation>Сбросить выбранные ({n})</translation>
    </message>
    <message>
        <source>Choose {n} more</source>
        <translation>Выберите ещё: {n}</translation>
    </message>
    <message>
        <source>HIGH</source>
        <translation>СТАРШ.</translation>
    </message>
    <message>
        <source>LOW</source>
        <translation>МЛАДШ.</translation>
    </message>
    <message>
        <source>Your first lead must be a trump.</source>
        <translation>Первый ход нужно сделать козырем.</translation>
    </message>
    <message>
        <source>You hold {suit}: you must follow suit.</source>
        <translation>У вас есть {suit}: нужно отвечать в масть.</translation>
    </message>
    <message>
        <source>You hold {suit}: play {suit} or a trump.</source>
        <translation>У вас есть {suit}: кладите {suit} или козырь.</translation>
    </message>
    <message>
        <source>You must play a trump.</source>
        <translation>Нужно положить козырь.</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Десятка</translation>
    </message>
    <message>
        <source>Another copy of the game is running: this one will not save its game, so it cannot be resumed later.</source>
        <translation>Запущена другая копия игры: эта копия не сохраняет игру, и продолжить её позже не получится.</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}): it will not be offered for resume.</source>
        <translation>Не удаётся сохранить игру в {folder} ({reason}): продолжить её позже не получится.</translation>
    </message>
    <message>
        <source>You have an unfinished game: hand {n}, scores {scores}. Resume it?</source>
        <translation>У вас есть незаконченная игра: раздача {n}, счёт {scores}. Продолжить её?</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Незаконченная игра</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>The new rules apply to the next game. Abandon the game in progress ({game}) and start one now?</source>
        <translation>Новые правила действуют со следующей партии. Бросить текущую партию ({game}) и начать новую сейчас?</translation>
    </message>
    <message>
        <source>The lesson cannot be opened: {e}</source>
        <translation>Не удаётся открыть урок: {e}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>Your team won the game!</source>
        <translation>Ваша команда выиграла партию!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Winner: {team}</source>
        <translation>Победитель: {team}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Запись счёта</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Последняя раздача</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Ваша статистика</translation>
    </message>
    <message>
        <source>Your bids this game: {made} made, {set} set</source>
        <translation>Ваши заявки в этой партии: выполнено {made}, провалено {set}</translation>
    </message>
    <message>
        <source>Your team&apos;s bids this game: {made} made, {set} set</source>
        <translation>Заявки вашей команды в этой партии: выполнено {made}, провалено {set}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Games won: {won} of {played} (before this game: {was_won} of {was_played})</source>
        <translation>Выиграно партий: {won} из {played} (до этой партии: {was_won} из {was_played})</translation>
    </message>
    <message>
        <source>The game could not be resumed: {e}</source>
        <translation>Не удалось продолжить игру: {e}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>The new rules apply to the next game. Start one now?</source>
        <translation>Новые правила действуют со следующей игры. Начать её сейчас?</translation>
    </message>
    <message>
        <source>This deal cannot be played: {e}</source>
        <translation>Эту раздачу нельзя сыграть: {e}</translation>
    </message>
    <message>
        <source>Oklahoma Ten Point Pitch</source>
        <translation>Оклахомский питч на десять очков</translation>
    </message>
    <message>
        <source>Hand hist&amp;ory</source>
        <translation>История &amp;раздач</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>История раздач</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далее ▶</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Сыграть эту раздачу снова</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Экспорт…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>as</source>
        <extracomment>&quot;Play this deal again as &lt;seat&gt;&quot;: the word before the seat chooser</extracomment>
        <translation>за</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Импорт</translation>
    </message>
    <message>
        <source>This file cannot be used: {e}</source>
        <translation>Этот файл нельзя использовать: {e}</translation>
    </message>
    <message>
        <source>Imported: {name}</source>
        <translation>Импортировано: {name}</translation>
    </message>
    <message>
        <source>This hand cannot be shown: {e}</source>
        <translation>Эту раздачу нельзя показать: {e}</translation>
    </message>
    <message>
        <source>&lt;p&gt;No hand has been kept yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Сохранённых раздач пока нет.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>Экспорт раздачи</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Записи раздач (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation>Импорт раздачи</translation>
    </message>
    <message>
        <source>{seat}: pass</source>
        <translation>{seat}: пас</translation>
    </message>
    <message>
        <source>{seat}: bid {bid}</source>
        <translation>{seat}: заявка {bid}</translation>
    </message>
    <message>
        <source>{seat}: trump {suit}</source>
        <translation>{seat}: козыри {suit}</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>Козыри {suit}</translation>
    </message>
    <message>
        <source>{seat} leads: no card is on the table yet.</source>
        <translation>Первый ход: {seat}; на столе ещё нет карт.</translation>
    </message>
    <message>
        <source>{seat}: {card}</source>
        <translation>{seat}: {card}</translation>
    </message>
    <message>
        <source>On the table: {cards}. {seat} led.</source>
        <translation>На столе: {cards}. Первый ход: {seat}.</translation>
    </message>
    <message>
        <source>The trick so far</source>
        <translation>Взятка на этот момент</translation>
    </message>
    <message>
        <source>{seat} (lead)</source>
        <translation>{seat} (первый ход)</translation>
    </message>
    <message>
        <source>Trick taken by {seat}</source>
        <translation>Взятка: {seat}</translation>
    </message>
    <message>
        <source>Computers&apos; reasons</source>
        <translation>Доводы компьютеров</translation>
    </message>
    <message>
        <source>{seat} exchanges {cards}</source>
        <translation>{seat}: обмен {cards}</translation>
    </message>
    <message>
        <source>{seat} discards {cards}</source>
        <translation>{seat}: сброс {cards}</translation>
    </message>
    <message>
        <source>Dealer: {seat} · Scores: {scores}</source>
        <translation>Сдающий: {seat} · Счёт: {scores}</translation>
    </message>
    <message>
        <source>Widow: {cards}</source>
        <translation>Прикуп: {cards}</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Bidding and discards</source>
        <translation>Торговля и сбросы</translation>
    </message>
    <message>
        <source>Trick {n}: {cards} → {winner}</source>
        <translation>Взятка {n}: {cards} → {winner}</translation>
    </message>
    <message>
        <source>made</source>
        <translation>команда сыграла</translation>
    </message>
    <message>
        <source>set</source>
        <translation>команда села</translation>
    </message>
    <message>
        <source>Scores: {scores}</source>
        <translation>Счёт: {scores}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Взятка {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>раздача {n}</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Дождитесь своего хода</translation>
    </message>
    <message>
        <source>As dealer you must bid 2: press 2</source>
        <translation>Вы сдающий и обязаны заявить 2: нажмите 2</translation>
    </message>
    <message>
        <source>You cannot bid {n} now: bid {low} or more, or press P to pass</source>
        <translation>Сейчас нельзя заявить {n}: заявите {low} или больше либо нажмите P, чтобы спасовать</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>&amp;Claim the rest</source>
        <translation>&amp;Забрать остальные</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Статистика</translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation>&amp;Тренировка…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Темп анимации</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Последняя взятка</translation>
    </message>
    <message>
        <source>Score s&amp;heet</source>
        <translation>&amp;Запись счёта</translation>
    </message>
    <message>
        <source>Chance to &amp;win</source>
        <translation>&amp;Шанс на победу</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>З&amp;вук</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Как играть</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Учимся играть</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} думает…</translation>
    </message>
    <message>
        <source>Hint: {text}</source>
        <translation>Подсказка: {text}</translation>
    </message>
    <message>
        <source>Hand over: {outcome}</source>
        <extracomment>The status line at a hand&apos;s end: &quot;Hand over: You bid 7 and were set.&quot;</extracomment>
        <translation>Раздача окончена: {outcome}</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Ещё не сыграно ни одной взятки.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>О программе</translation>
    </message>
    <message>
        <source>Game point</source>
        <translation>Очко за гейм</translation>
    </message>
    <message>
        <source>Who wins the Game point (R8).</source>
        <translation>Кто получает очко за гейм (R8).</translation>
    </message>
    <message>
        <source>Most card points won (A 4, K 3, Q 2, J 1, 10 10)</source>
        <translation>По счёту карт (Т — 4, К — 3, Д — 2, В — 1, 10 — 10)</translation>
    </message>
    <message>
        <source>The team that wins the 10 of trump</source>
        <translation>За десятку козырей: команде, которая её взяла</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Вчетвером</translation>
    </message>
    <message>
        <source>What happens after trump is named with 4 players (R6).</source>
        <translation>Что происходит после объявления козырей при игре вчетвером (R6).</translation>
    </message>
    <message>
        <source>Exchange up to 3 cards with the widow, then discard to 6</source>
        <translation>Обмен с прикупом: до 3 карт, затем сброс до 6</translation>
    </message>
    <message>
        <source>Everyone discards 3 cards; the widow stays unused</source>
        <translation>Сброс трёх карт: каждый сбрасывает 3, прикуп не используется</translation>
    </message>
    <message>
        <source>Following</source>
        <translation>Ответ на ход</translation>
    </message>
    <message>
        <source>What you must play to a trick (R7).</source>
        <translation>Что нужно класть на ход (R7).</translation>
    </message>
    <message>
        <source>Follow suit or trump; anything when out of the suit</source>
        <translation>В масть или козырем; без масти — любую карту</translation>
    </message>
    <message>
        <source>Follow suit or trump; trump when out of the suit</source>
        <translation>В масть или козырем; без масти — козырь</translation>
    </message>
    <message>
        <source>Follow suit; anything when out of the suit</source>
        <translation>В масть; без масти — любую карту</translation>
    </message>
    <message>
        <source>Low point</source>
        <translation>Очко за младший</translation>
    </message>
    <message>
        <source>Who gets the Low point (R8).</source>
        <translation>Кто получает очко за младший (R8).</translation>
    </message>
    <message>
        <source>The team that played the lowest trump</source>
        <translation>Сыгравшим: команде, сыгравшей самый младший козырь</translation>
    </message>
    <message>
        <source>The team that won the trick holding it</source>
        <translation>Взявшим: команде, взявшей взятку с ним</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>How the bidding goes round (R5).</source>
        <translation>Как идёт торговля (R5).</translation>
    </message>
    <message>
        <source>Round and round until all but one have passed</source>
        <translation>По кругу, пока не спасуют все, кроме одного</translation>
    </message>
    <message>
        <source>Everyone speaks once, the dealer last</source>
        <translation>Один круг: каждый говорит один раз, сдающий — последним</translation>
    </message>
    <message>
        <source>Three of trump</source>
        <translation>Тройка козырей</translation>
    </message>
    <message>
        <source>The 3 of trump is worth 3 points; bids go up to 10.</source>
        <translation>Тройка козырей стоит 3 очка; заявки до 10.</translation>
    </message>
    <message>
        <source>Trump first lead</source>
        <translation>Первый ход козырем</translation>
    </message>
    <message>
        <source>The pitcher must lead trump to the first trick.</source>
        <translation>Разыгрывающий обязан пойти с козыря в первую взятку.</translation>
    </message>
    <message>
        <source>Red joker high</source>
        <translation>Красный джокер старший</translation>
    </message>
    <message>
        <source>Black joker high</source>
        <translation>Чёрный джокер старший</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} за столом</translation>
    </message>
    <message>
        <source>High joker</source>
        <translation>Старший джокер</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>An on/off rule option that is off</extracomment>
        <translation>Выкл.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Игра до</translation>
    </message>
    <message>
        <source>The options of this game</source>
        <translation>Параметры текущей игры</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>The rules cannot be shown: {reason}</source>
        <translation>Правила не удаётся показать: {reason}</translation>
    </message>
    <message>
        <source>Reinstall the game to read them.</source>
        <translation>Переустановите игру, чтобы их прочитать.</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пики</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>черви</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубны</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>трефы</translation>
    </message>
    <message>
        <source>of spades</source>
        <extracomment>The suit as the second part of a card&apos;s name (&quot;Queen&quot; + &quot;of hearts&quot;)</extracomment>
        <translation>пик</translation>
    </message>
    <message>
        <source>of hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>of diamonds</source>
        <translation>бубён</translation>
    </message>
    <message>
        <source>of clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Двойка</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Четвёрка</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Пятёрка</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Шестёрка</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Семёрка</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Восьмёрка</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Девятка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>The letter a player writes for a Jack (German: B)</extracomment>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>The letter a player writes for a Queen (German: D)</extracomment>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>The letter a player writes for a King</extracomment>
        <translation>К</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>The letter a player writes for an Ace</extracomment>
        <translation>Т</translation>
    </message>
    <message>
        <source>Red joker</source>
        <translation>Красный джокер</translation>
    </message>
    <message>
        <source>Black joker</source>
        <translation>Чёрный джокер</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Старший</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Младший</translation>
    </message>
    <message>
        <source>Off-jack</source>
        <translation>Парный валет</translation>
    </message>
    <message>
        <source>Low joker</source>
        <translation>Младший джокер</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гейм</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Северо-запад</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Северо-восток</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Мы</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Они</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <extracomment>A team of two named by its players: &quot;West &amp; North-east&quot;</extracomment>
        <translation>{first} и {second}</translation>
    </message>
    <message>
        <source>{rank} {of_suit}</source>
        <extracomment>A card&apos;s full name from &quot;Queen&quot; and &quot;of hearts&quot;; reorder for your language</extracomment>
        <translation>{rank} {of_suit}</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрый</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычный</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленный</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Rule and computer changes apply to the next game.</source>
        <translation>Изменения правил и компьютерных игроков вступят в силу со следующей игры.</translation>
    </message>
    <message>
        <source>Rules (for the next game)</source>
        <translation>Правила (для следующей игры)</translation>
    </message>
    <message>
        <source>Which joker ranks above the other (R2).</source>
        <translation>Какой джокер старше (R2).</translation>
    </message>
    <message>
        <source>Two or three teams of two (R1).</source>
        <translation>Две или три команды по двое (R1).</translation>
    </message>
    <message>
        <source>The game ends at this (R9).</source>
        <translation>Счёт, на котором игра заканчивается (R9).</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Компьютерные игроки</translation>
    </message>
    <message>
        <source>The same level for every computer</source>
        <translation>Один уровень для всех компьютеров</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Show the computers&apos; reasons during play (practice)</source>
        <translation>Показывать доводы компьютеров во время игры (тренировка)</translation>
    </message>
    <message>
        <source>They tell what the computers hold; after the hand they are always there.</source>
        <translation>Они выдают, что на руках у компьютеров; после раздачи они доступны всегда.</translation>
    </message>
    <message>
        <source>Coach: hold a move that costs {cost} points or more (practice)</source>
        <translation>Тренер: задерживать ход, который стоит {cost} очка или больше (тренировка)</translation>
    </message>
    <message>
        <source>Before a costly bid, trump, exchange, discard or card the table says what the search prefers; such games are counted like games with undos.</source>
        <translation>Перед дорогой заявкой, козырем, обменом, сбросом или картой стол говорит, что предпочёл бы поиск; такие партии считаются как партии с отменой ходов.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Темп анимации</translation>
    </message>
    <message>
        <source>The least time a computer&apos;s move takes.</source>
        <translation>Компьютер ходит не быстрее, чем за это время.</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <translation>Темп компьютера</translation>
    </message>
    <message>
        <source>How long a finished trick stays in view, at every animation speed.</source>
        <translation>Сколько времени сыгранная взятка остаётся на виду, при любой скорости анимации.</translation>
    </message>
    <message>
        <source>Trick pause</source>
        <translation>Пауза после взятки</translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only legal one</source>
        <translation>Ходить за меня, если можно сыграть только одну карту</translation>
    </message>
    <message>
        <source>Auto-play</source>
        <translation>Автоход</translation>
    </message>
    <message>
        <source>Finish the hand by itself when no point can change hands</source>
        <translation>Завершать раздачу самостоятельно, когда ни одно очко уже не может сменить владельца</translation>
    </message>
    <message>
        <source>Settled hands</source>
        <translation>Решённые раздачи</translation>
    </message>
    <message>
        <source>Review my hands for the statistics</source>
        <translation>Разбирать мои раздачи для статистики</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Four-colour deck: diamonds blue, clubs green</source>
        <translation>Четырёхцветная колода: бубны синие, трефы зелёные</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>A new language shows the next time the game starts.</source>
        <translation>Новый язык будет применён при следующем запуске игры.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>The yardstick: the other levels are measured against it.</source>
        <translation>Эталон: остальные уровни измеряются по нему.</translation>
    </message>
    <message numerus="yes">
        <source>Against Easy: %1 points per deal (95% interval %2 to %3), over %n deals</source>
        <extracomment>%1 points per deal more than Easy; %2 and %3 the 95% interval; %n deals played</extracomment>
        <translation>
            <numerusform>Против «Лёгкого»: %1 очка за раздачу (95-% интервал от %2 до %3), по %n раздаче</numerusform>
            <numerusform>Против «Лёгкого»: %1 очка за раздачу (95-% интервал от %2 до %3), по %n раздачам</numerusform>
            <numerusform>Против «Лёгкого»: %1 очка за раздачу (95-% интервал от %2 до %3), по %n раздачам</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} won</source>
        <translation>выиграно {n}</translation>
    </message>
    <message>
        <source>{n} lost</source>
        <translation>проиграно {n}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Ваши игры</translation>
    </message>
    <message>
        <source>Count the games in which I undid a move</source>
        <translation>Учитывать партии, в которых я отменял ход</translation>
    </message>
    <message>
        <source>Charts need pyqtgraph, which this build leaves out.</source>
        <translation>Для графиков нужен pyqtgraph, а в этой сборке его нет.</translation>
    </message>
    <message>
        <source>Score progression, last game</source>
        <translation>Ход счёта в последней игре</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Доля побед со временем</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Сбросить…</translation>
    </message>
    <message>
        <source>Practice…</source>
        <translation>Тренировка…</translation>
    </message>
    <message>
        <source>The scores of your last game are drawn once a hand has been scored.</source>
        <translation>Ход счёта вашей последней игры появится, когда будет подсчитана первая раздача.</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>The axis of a chart: hand number</extracomment>
        <translation>раздача</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished so far: the line is drawn once two games have been finished.</source>
        <translation>
            <numerusform>Завершено игр: %n. Линия появится, когда будут завершены две игры.</numerusform>
            <numerusform>Завершено игр: %n. Линия появится, когда будут завершены две игры.</numerusform>
            <numerusform>Завершено игр: %n. Линия появится, когда будут завершены две игры.</numerusform>
        </translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>The axis of a chart: number of games played</extracomment>
        <translation>игры</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Сыграно игр</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Выиграно игр</translation>
    </message>
    <message>
        <source>Unfinished games (not counted)</source>
        <translation>Незаконченные игры (не учитываются)</translation>
    </message>
    <message>
        <source>With {n} players</source>
        <translation>Игроков за столом: {n}</translation>
    </message>
    <message>
        <source>Computers: {level}</source>
        <translation>Уровень компьютеров: {level}</translation>
    </message>
    <message>
        <source>Your bids made / set</source>
        <translation>Ваши заявки: сыграны / не сыграны</translation>
    </message>
    <message>
        <source>Your team&apos;s bids made / set</source>
        <translation>Заявки вашей команды: сыграны / не сыграны</translation>
    </message>
    <message>
        <source>{ours} (others: {theirs})</source>
        <translation>{ours} (соперники: {theirs})</translation>
    </message>
    <message>
        <source>Points per hand ({n} hands)</source>
        <translation>Очков за раздачу (раздач: {n})</translation>
    </message>
    <message>
        <source>Points won by category (us / them)</source>
        <translation>Очки по видам (мы / они)</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Текущая серия</translation>
    </message>
    <message>
        <source>Longest winning / losing streak</source>
        <translation>Самая длинная серия побед / поражений</translation>
    </message>
    <message>
        <source>Replayed deals (counted apart)</source>
        <translation>Сыгранные снова раздачи (считаются отдельно)</translation>
    </message>
    <message>
        <source>Damaged rows left out</source>
        <translation>Пропущено повреждённых строк</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s): you beat the computer in your seat in {beat}, tied {tied}, lost {lost}; average {average} points</source>
        <translation>
            <numerusform>%n раздача: вы обыграли компьютер на вашем месте {beat} раз, сыграли вничью {tied}, проиграли {lost}; в среднем очков: {average}</numerusform>
            <numerusform>%n раздачи: вы обыграли компьютер на вашем месте {beat} раз, сыграли вничью {tied}, проиграли {lost}; в среднем очков: {average}</numerusform>
            <numerusform>%n раздач: вы обыграли компьютер на вашем месте {beat} раз, сыграли вничью {tied}, проиграли {lost}; в среднем очков: {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>{won} won of {played} ({rate})</source>
        <translation>выиграно {won} из {played} ({rate})</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Forget every game and hand in the statistics? This cannot be undone.</source>
        <translation>Удалить из статистики все игры и раздачи? Это действие нельзя отменить.</translation>
    </message>
    <message>
        <source>Hand result</source>
        <translation>Итог раздачи</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>(count {counts})</source>
        <translation>(счёт карт {counts})</translation>
    </message>
    <message>
        <source>{team}: won {earned}, set: {lost} → {score}</source>
        <translation>{team}: набрано {earned}, заявка не сыграна: {lost} → {score}</translation>
    </message>
    <message>
        <source>{team}: +{earned} → {score}</source>
        <translation>{team}: +{earned} → {score}</translation>
    </message>
    <message>
        <source>You: {you}; the computer in your seat could not play this deal.</source>
        <translation>Вы: {you}; компьютер на вашем месте не смог сыграть эту раздачу.</translation>
    </message>
    <message>
        <source>You: {you}; the computer in your seat is playing this deal…</source>
        <translation>Вы: {you}; компьютер на вашем месте играет эту раздачу…</translation>
    </message>
    <message>
        <source>You: {you}, the computer in your seat: {computer}</source>
        <translation>Вы: {you}, компьютер на вашем месте: {computer}</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>The letter on the dealer button (one letter, e.g. German G for Geber)</extracomment>
        <translation>С</translation>
    </message>
    <message numerus="yes">
        <source>{team}: %n tricks</source>
        <extracomment>A team&apos;s pile of won tricks: the team and how many tricks it holds</extracomment>
        <translation>
            <numerusform>{team}: %n взятка</numerusform>
            <numerusform>{team}: %n взятки</numerusform>
            <numerusform>{team}: %n взяток</numerusform>
        </translation>
    </message>
    <message>
        <source>Widow</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Снос</translation>
    </message>
    <message>
        <source>{seat} bid {bid}</source>
        <translation>{seat}: заявка {bid}</translation>
    </message>
    <message>
        <source>{contract} · trump {suit}</source>
        <translation>{contract} · козыри {suit}</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>Игра до {target}</translation>
    </message>
    <message>
        <source>this hand: count {count}</source>
        <translation>счёт карт в раздаче: {count}</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>можно сыграть</translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation>сейчас сыграть нельзя</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>выбрана</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>не выбрана</translation>
    </message>
    <message>
        <source>{card}, {state}</source>
        <translation>{card}, {state}</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Добро пожаловать</translation>
    </message>
    <message>
        <source>You and your partner, sitting opposite you, play against the other team. Bid, name trump, and win the tricks that hold the point cards. The first team to reach the target score wins.</source>
        <translation>Вы и ваш партнёр, который сидит напротив, играете против другой команды. Называйте заявку, объявляйте козыри и берите взятки с очковыми картами. Побеждает команда, которая первой наберёт нужный счёт.</translation>
    </message>
    <message>
        <source>When it is your turn, bid the number of points your team will make, or pass. With the keyboard, a digit bids (0 is 10) and P passes. The highest bidder is the pitcher and names trump: S, H, D or C.</source>
        <translation>В свою очередь заявите, сколько очков наберёт ваша команда, или спасуйте. С клавиатуры: цифра — заявка (0 — это 10), P — пас. Игрок с самой высокой заявкой становится разыгрывающим и объявляет козыри: S (пики), H (черви), D (бубны) или C (трефы).</translation>
    </message>
    <message>
        <source>Trump and the widow</source>
        <translation>Козыри и прикуп</translation>
    </message>
    <message>
        <source>Trump is the named suit, the other jack of the same colour (the off-jack) and both jokers. Then you may exchange cards with the widow and discard down to 6: click cards, or move with Left and Right and press Space, then confirm with Ctrl+Enter. Escape clears your choice.</source>
        <translation>Козыри — это объявленная масть, второй валет того же цвета (парный валет) и оба джокера. Затем можно обменять карты с прикупом и сбросить лишнее до 6 карт: щёлкайте по картам или перемещайтесь стрелками «влево» и «вправо» и нажимайте Пробел, затем подтвердите клавишами Ctrl+Enter. Escape отменяет выбор.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>On your turn the cards you may play stand up and the others are darkened. Click one, or move to it with Left and Right and press Enter. The highest trump wins the trick, otherwise the highest card of the suit led.</source>
        <translation>В ваш ход карты, которыми можно сыграть, приподняты, а остальные затемнены. Щёлкните по карте или выберите её стрелками «влево» и «вправо» и нажмите Enter. Взятку берёт старший козырь, а если козырей нет — старшая карта масти хода.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>High, Low, Jack, Off-jack, the two jokers and Game are worth a point each. If the pitcher&apos;s team makes less than its bid, it loses the bid. Help &gt; Rules (F1) has the whole rules, and Game &gt; Hint (Ctrl+H) suggests a move.</source>
        <translation>Старший, Младший, Валет, Парный валет, оба джокера и Гейм приносят по одному очку. Если команда разыгрывающего наберёт меньше заявки, она садится и теряет столько очков, сколько заявила. Полные правила — в меню Справка &gt; Правила (F1), а Игра &gt; Подсказка (Ctrl+H) подскажет ход.</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Учимся в игре</translation>
    </message>
    <message>
        <source>Help &gt; Learn to play (Ctrl+F2) deals a first hand and plays it with you, saying at each of your turns what to do and why. Open it now or at any time.</source>
        <translation>Справка &gt; Учимся играть (Ctrl+F2) сдаёт первую раздачу и разыгрывает её вместе с вами, на каждом вашем ходу объясняя, что делать и почему. Откройте её сейчас или в любое время.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Как играть</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <source>{n} of {count}</source>
        <translation>{n} из {count}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Last trick: taken by {seat}</source>
        <translation>Последняя взятка: взял(а) {seat}</translation>
    </message>
    <message>
        <source>Reviewing… %v of %m decisions</source>
        <translation>Разбор… %v из %m решений</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>The computers&apos; reasons are being worked out.</source>
        <translation>Доводы компьютеров вычисляются.</translation>
    </message>
    <message>
        <source>The computers&apos; reasons could not be worked out: {e}</source>
        <translation>Не удалось вычислить доводы компьютеров: {e}</translation>
    </message>
    <message>
        <source>Working out the computers&apos; reasons was cancelled.</source>
        <translation>Вычисление доводов компьютеров отменено.</translation>
    </message>
    <message>
        <source>Why each computer bid, named trump and kept its cards, as it saw the hand then.</source>
        <translation>Почему каждый компьютер заявил, объявил козырь и оставил свои карты — так, как он видел раздачу тогда.</translation>
    </message>
    <message>
        <source>No computer made a bid, trump, exchange or discard in this hand.</source>
        <translation>В этой раздаче ни один компьютер не заявлял, не объявлял козырь, не менял и не сбрасывал карты.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions in this hand cost {cost} points; {mistakes}.</source>
        <translation>Цена ваших решений в этой раздаче: {cost} очк.; {mistakes}.</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions cost {cost} points in %n hands; {mistakes}.</source>
        <translation>
            <numerusform>Цена ваших решений: {cost} очк. за %n раздачу; {mistakes}.</numerusform>
            <numerusform>Цена ваших решений: {cost} очк. за %n раздачи; {mistakes}.</numerusform>
            <numerusform>Цена ваших решений: {cost} очк. за %n раздач; {mistakes}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions are being reviewed.</source>
        <translation>Ваши решения разбираются.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>The review could not be made: {e}</source>
        <translation>Разбор не удался: {e}</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Разбор отменён.</translation>
    </message>
    <message>
        <source>Total cost of your decisions: {cost} points; mistakes: {n}</source>
        <translation>Общая цена ваших решений: {cost} очк.; ошибок: {n}</translation>
    </message>
    <message>
        <source>You made no decision in this hand.</source>
        <translation>В этой раздаче вы не принимали решений.</translation>
    </message>
    <message>
        <source>A choice&apos;s value: the search plays the hand out after it on many deals of the cards you could not see, and averages the points your team scores in this hand minus the others&apos;. Only the difference counts: the best choice&apos;s value minus yours is what your choice cost.</source>
        <translation>Ценность хода: поиск доигрывает раздачу после него на многих раскладах карт, которых вы не видели, и усредняет очки вашей команды в этой раздаче за вычетом очков остальных. Важна только разница: ценность лучшего хода минус ценность вашего — это цена вашего выбора.</translation>
    </message>
    <message>
        <source>the best choice</source>
        <translation>лучший ход</translation>
    </message>
    <message>
        <source>costs {cost} points against the best</source>
        <translation>стоит {cost} очк. по сравнению с лучшим ходом</translation>
    </message>
    <message>
        <source>You: {action}, {worth}</source>
        <translation>Вы: {action} — {worth}</translation>
    </message>
    <message>
        <source>Best: {action}</source>
        <translation>Лучше всего: {action}</translation>
    </message>
    <message>
        <source>In points for your team in this hand, against the others: yours {chosen}, the best {best}.</source>
        <translation>В очках для вашей команды в этой раздаче против остальных: ваш ход {chosen}, лучший {best}.</translation>
    </message>
    <message>
        <source>Worth {chosen} points for your team in this hand, against the others.</source>
        <translation>Ценность: {chosen} очк. для вашей команды в этой раздаче против остальных.</translation>
    </message>
    <message>
        <source>A mistake.</source>
        <translation>Ошибка.</translation>
    </message>
    <message>
        <source>Yours: {why}</source>
        <translation>Ваш ход: {why}</translation>
    </message>
    <message>
        <source>Best: {why}</source>
        <translation>Лучше всего: {why}</translation>
    </message>
    <message>
        <source>With all cards known, the best was {action}.</source>
        <translation>Если знать все карты, лучше всего было {action}.</translation>
    </message>
    <message>
        <source>With all cards known, the best was {action}; yours cost {cost} points against it.</source>
        <translation>Если знать все карты, лучше всего было {action}; ваш ход стоил {cost} очк. по сравнению с ним.</translation>
    </message>
    <message>
        <source>it is your only card</source>
        <translation>это ваша единственная карта</translation>
    </message>
    <message>
        <source>no trump still out can beat it</source>
        <translation>её не побьёт ни один оставшийся козырь</translation>
    </message>
    <message>
        <source>it is the highest card of its suit still out</source>
        <translation>это старшая из оставшихся карт своей масти</translation>
    </message>
    <message>
        <source>no other trump is still out</source>
        <translation>других козырей не осталось</translation>
    </message>
    <message>
        <source>playing the ace of trump wins High</source>
        <translation>сыгранный козырный туз приносит очко «Старший»</translation>
    </message>
    <message>
        <source>playing the two of trump wins Low</source>
        <translation>сыгранная козырная двойка приносит очко «Младший»</translation>
    </message>
    <message>
        <source>it is the cheapest card that does this</source>
        <translation>это самая дешёвая карта для этого</translation>
    </message>
    <message>
        <source>it takes the trick</source>
        <translation>она берёт взятку</translation>
    </message>
    <message>
        <source>a seat after you may still beat your partner&apos;s card</source>
        <translation>игрок после вас ещё может побить карту партнёра</translation>
    </message>
    <message>
        <source>your partner&apos;s card would have held the trick</source>
        <translation>карта партнёра и так удержала бы взятку</translation>
    </message>
    <message>
        <source>no card still out can beat it</source>
        <translation>её не побьёт ни одна оставшаяся карта</translation>
    </message>
    <message>
        <source>a seat after you may still beat it</source>
        <translation>игрок после вас ещё может её побить</translation>
    </message>
    <message>
        <source>no card of yours can take this trick</source>
        <translation>ни одна ваша карта не возьмёт эту взятку</translation>
    </message>
    <message>
        <source>it keeps every card</source>
        <translation>все карты остаются</translation>
    </message>
    <message numerus="yes">
        <source>%n higher card(s) of its suit still out</source>
        <translation>
            <numerusform>ещё не вышла %n более старшая карта этой масти</numerusform>
            <numerusform>ещё не вышли %n более старшие карты этой масти</numerusform>
            <numerusform>ещё не вышло %n более старших карт этой масти</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the others must follow with trumps: %n still out</source>
        <translation>
            <numerusform>остальные должны класть козыри: остался ещё %n</numerusform>
            <numerusform>остальные должны класть козыри: осталось ещё %n</numerusform>
            <numerusform>остальные должны класть козыри: осталось ещё %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game</source>
        <translation>
            <numerusform>во взятке %n очко карт для гейма</numerusform>
            <numerusform>во взятке %n очка карт для гейма</numerusform>
            <numerusform>во взятке %n очков карт для гейма</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it adds %n card points toward Game to your partner&apos;s trick</source>
        <translation>
            <numerusform>она добавляет во взятку партнёра %n очко карт для гейма</numerusform>
            <numerusform>она добавляет во взятку партнёра %n очка карт для гейма</numerusform>
            <numerusform>она добавляет во взятку партнёра %n очков карт для гейма</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game for the other side</source>
        <translation>
            <numerusform>во взятке %n очко карт для гейма соперников</numerusform>
            <numerusform>во взятке %n очка карт для гейма соперников</numerusform>
            <numerusform>во взятке %n очков карт для гейма соперников</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new card(s) come from the widow</source>
        <translation>
            <numerusform>из прикупа придёт %n новая карта</numerusform>
            <numerusform>из прикупа придут %n новые карты</numerusform>
            <numerusform>из прикупа придут %n новых карт</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: {why}</source>
        <translation>{move}: {why}</translation>
    </message>
    <message>
        <source>it is the lowest card that takes it</source>
        <translation>это самая младшая карта, которая её берёт</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Сыграть {card}</translation>
    </message>
    <message>
        <source>Name {suit} as trump</source>
        <translation>Назначить козырем: {suit}</translation>
    </message>
    <message>
        <source>Exchange nothing</source>
        <translation>Ничего не менять</translation>
    </message>
    <message>
        <source>Exchange {cards}</source>
        <translation>Обменять {cards}</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>Сбросить {cards}</translation>
    </message>
    <message>
        <source>bid {n}</source>
        <translation>заявка {n}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>the lead of trick {n}</source>
        <translation>первый ход во взятке {n}</translation>
    </message>
    <message>
        <source>the lead of trick {n} ({card})</source>
        <translation>первый ход во взятке {n} ({card})</translation>
    </message>
    <message>
        <source>your card on {trick} in trick {n}</source>
        <translation>ваша карта на {trick} во взятке {n}</translation>
    </message>
    <message>
        <source>{card} on {trick} in trick {n}</source>
        <translation>{card} на {trick} во взятке {n}</translation>
    </message>
    <message>
        <source>the bid</source>
        <translation>заявка</translation>
    </message>
    <message>
        <source>the trump</source>
        <translation>выбор козыря</translation>
    </message>
    <message>
        <source>the exchange</source>
        <translation>обмен</translation>
    </message>
    <message>
        <source>the discard</source>
        <translation>сброс</translation>
    </message>
    <message>
        <source>Game of {day}, hand {n}: {decision}</source>
        <translation>Игра от {day}, раздача {n}: {decision}</translation>
    </message>
    <message>
        <source>trump {suit}</source>
        <translation>козыри {suit}</translation>
    </message>
    <message>
        <source>exchange {cards}</source>
        <translation>обмен {cards}</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>сброс {cards}</translation>
    </message>
    <message>
        <source>{chance}%</source>
        <extracomment>A chance in percent; the space and the sign as your language writes them</extracomment>
        <translation>{chance}%</translation>
    </message>
    <message>
        <source>Your team&apos;s chance to win the game, from the score: {chance}</source>
        <translation>Шанс вашей команды выиграть партию, по счёту: {chance}</translation>
    </message>
    <message>
        <source>You hold the bid at {bid}: your team&apos;s chance to win the game is {made} if you make it, {set} if you are set.</source>
        <translation>Заявка {bid} за вами: шанс вашей команды выиграть партию — {made}, если вы её сыграете, и {set}, если сядете.</translation>
    </message>
    <message>
        <source>{seat} holds the bid at {bid}: your team&apos;s chance to win the game is {made} if the bid is made, {set} if it is set.</source>
        <translation>Заявка {bid} у игрока {seat}: шанс вашей команды выиграть партию — {made}, если заявка будет сыграна, и {set}, если нет.</translation>
    </message>
    <message>
        <source>If you bid</source>
        <translation>Ваша заявка</translation>
    </message>
    <message>
        <source>Chance to make it</source>
        <translation>Шанс её сыграть</translation>
    </message>
    <message>
        <source>Chance to win the game</source>
        <translation>Шанс выиграть партию</translation>
    </message>
    <message>
        <source>Chance to make it: the cards you cannot see were dealt at random many times and each bid was played out by the computers; of the deals in which your team won the bidding with that bid, the share in which it made it.</source>
        <translation>Шанс её сыграть: карты, которых вы не видите, много раз раздавались случайным образом, и компьютеры разыгрывали каждую заявку; из раздач, в которых ваша команда выиграла торговлю с этой заявкой, — доля тех, где она её сыграла.</translation>
    </message>
    <message>
        <source>Chance to win the game: the chance to make it times your team&apos;s chance to win the game once the bid is made, plus the chance to be set times its chance once set, each from the score those deals left.</source>
        <translation>Шанс выиграть партию: шанс сыграть заявку, умноженный на шанс вашей команды выиграть партию после сыгранной заявки, плюс шанс сесть, умноженный на её шанс после несыгранной, — каждый по счёту, который оставили эти раздачи.</translation>
    </message>
    <message>
        <source>Working out each bid&apos;s chances…</source>
        <translation>Считаем шансы каждой заявки…</translation>
    </message>
    <message>
        <source>Deals tried: {deals}</source>
        <translation>Опробовано раздач: {deals}</translation>
    </message>
    <message>
        <source>Bid {bid}: your team never won the bidding with it in these deals.</source>
        <translation>Заявка {bid}: с ней ваша команда ни разу не выиграла торговлю в этих раздачах.</translation>
    </message>
    <message>
        <source>Bid {bid}: your team won the bidding in {won} of the deals and made it in {make} of those; the chance to win the game is {made} if made, {set} if set.</source>
        <translation>Заявка {bid}: ваша команда выиграла торговлю в {won} раздач и сыграла заявку в {make} из них; шанс выиграть партию — {made}, если заявка сыграна, и {set}, если нет.</translation>
    </message>
    <message>
        <source>From the score: how often a team with this score went on to win in many games the computers played against each other, whatever the cards of this hand. If made or set: the same, from the score the hand would leave.</source>
        <translation>По счёту: как часто команда с таким счётом в итоге выигрывала во множестве партий, которые компьютеры сыграли друг против друга, независимо от карт этой раздачи. Если заявка сыграна или нет: то же самое, по счёту, который оставит раздача.</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between the teams&apos; final scores (&quot;Us 14, Them 13&quot;)
----------
Separates the names of points in a list (&quot;Jack, Low joker&quot;)</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Game over: your team won. Final score: {scores}</source>
        <translation>Партия окончена: ваша команда выиграла. Итоговый счёт: {scores}</translation>
    </message>
    <message>
        <source>Game over: the other team won. Final score: {scores}</source>
        <translation>Партия окончена: выиграла другая команда. Итоговый счёт: {scores}</translation>
    </message>
    <message>
        <source>Game over: {team} won. Final score: {scores}</source>
        <translation>Партия окончена: выиграла команда {team}. Итоговый счёт: {scores}</translation>
    </message>
    <message>
        <source>it takes the {points}</source>
        <translation>она забирает: {points}</translation>
    </message>
    <message>
        <source>it puts the {points} at risk</source>
        <translation>под угрозой: {points}</translation>
    </message>
    <message>
        <source>it gives your partner&apos;s trick the {points}</source>
        <translation>она отдаёт во взятку партнёра: {points}</translation>
    </message>
    <message>
        <source>the trick holds the {points} for the other side</source>
        <translation>во взятке для соперников: {points}</translation>
    </message>
    <message>
        <source>{card} would do the same for less</source>
        <translation>{card} сделала бы то же дешевле</translation>
    </message>
    <message>
        <source>{card} would take it too</source>
        <translation>{card} тоже взяла бы её</translation>
    </message>
    <message>
        <source>it takes the trick over your partner&apos;s {card}</source>
        <translation>она перебивает карту партнёра ({card})</translation>
    </message>
    <message>
        <source>your partner&apos;s {card} holds the trick</source>
        <translation>карта партнёра ({card}) держит взятку</translation>
    </message>
    <message>
        <source>it lets the trick go, though {cards} would take it</source>
        <translation>она отдаёт взятку, хотя её можно взять: {cards}</translation>
    </message>
    <message>
        <source>everyone else passed, so the dealer must bid {bid}</source>
        <translation>все остальные спасовали, поэтому сдающий обязан заявить {bid}</translation>
    </message>
    <message>
        <source>your partner holds the bid at {bid}</source>
        <translation>заявка {bid} за вашим партнёром</translation>
    </message>
    <message>
        <source>your side makes its bid of {bid} in {chance}% of the simulated deals</source>
        <translation>ваша сторона выполняет заявку {bid} в {chance}% смоделированных раздач</translation>
    </message>
    <message>
        <source>a bid of {bid} is made in {chance}% of the simulated deals</source>
        <translation>заявка {bid} выполняется в {chance}% смоделированных раздач</translation>
    </message>
    <message>
        <source>another side outbids yours in {share}% of them</source>
        <translation>в {share}% из них другая сторона перебивает вашу заявку</translation>
    </message>
    <message>
        <source>the pitcher is set in {chance}% of the simulated deals</source>
        <translation>разыгрывающий садится в {chance}% смоделированных раздач</translation>
    </message>
    <message>
        <source>with {suit} as trump you would hold no trump</source>
        <translation>при козыре «{suit}» у вас не было бы козырей</translation>
    </message>
    <message>
        <source>with {suit} as trump you would hold {cards}</source>
        <translation>при козыре «{suit}» у вас были бы {cards}</translation>
    </message>
    <message>
        <source>when your side wins the bidding it makes {bid} in {chance}% of the simulated deals</source>
        <translation>когда ваша сторона выигрывает торговлю, она выполняет {bid} в {chance}% смоделированных раздач</translation>
    </message>
    <message>
        <source>when your side wins the bidding and names {suit} it makes {bid} in {chance}% of the simulated deals</source>
        <translation>когда ваша сторона выигрывает торговлю и назначает козырем «{suit}», она выполняет {bid} в {chance}% смоделированных раздач</translation>
    </message>
    <message>
        <source>it lets the trumps {cards} go</source>
        <translation>уходят козыри: {cards}</translation>
    </message>
    <message>
        <source>it keeps all the trumps: {cards}</source>
        <translation>остаются все козыри: {cards}</translation>
    </message>
    <message>
        <source>it keeps the trumps {cards}</source>
        <translation>остаются козыри: {cards}</translation>
    </message>
    <message>
        <source>the trumps fill the hand, so {cards} must go</source>
        <translation>козыри заполняют руку, поэтому приходится сбросить {cards}</translation>
    </message>
    <message>
        <source>it lets {cards} go but keeps the lower {kept}</source>
        <translation>уходят {cards}, а остаются более младшие {kept}</translation>
    </message>
    <message>
        <source>it lets {cards} go</source>
        <translation>уходят: {cards}</translation>
    </message>
    <message>
        <source>besides trumps it keeps {cards}</source>
        <translation>кроме козырей остаются: {cards}</translation>
    </message>
    <message>
        <source>it keeps {keep} and lets {let_go} go instead</source>
        <translation>вместо этого остаются {keep}, а уходят {let_go}</translation>
    </message>
    <message>
        <source>it keeps {keep} as well</source>
        <translation>остаются также: {keep}</translation>
    </message>
    <message>
        <source>it lets {let_go} go as well</source>
        <translation>уходят также: {let_go}</translation>
    </message>
    <message>
        <source>better keep {keep} and let {let_go} go</source>
        <translation>лучше оставить {keep} и сбросить {let_go}</translation>
    </message>
    <message>
        <source>better keep {keep} as well</source>
        <translation>лучше оставить и {keep}</translation>
    </message>
    <message>
        <source>better let {let_go} go as well</source>
        <translation>лучше сбросить и {let_go}</translation>
    </message>
    <message>
        <source>the search values it {points} points above {other}</source>
        <translation>поиск оценивает это на {points} очк. выше, чем {other}</translation>
    </message>
    <message>
        <source>{other} is worth about the same</source>
        <translation>{other} стоит примерно столько же</translation>
    </message>
    <message>
        <source>it gives away about {points} points against {other}</source>
        <translation>это отдаёт около {points} очк. по сравнению с {other}</translation>
    </message>
    <message>
        <source>hand {n}, {scores}</source>
        <translation>раздача {n}, {scores}</translation>
    </message>
    <message>
        <source>Abandon the game in progress ({game})?</source>
        <translation>Бросить текущую партию ({game})?</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Бросить партию?</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдающий</translation>
    </message>
    <message>
        <source>Pitcher</source>
        <translation>Разыгрывающий</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козыри</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Обмен</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сброс</translation>
    </message>
    <message>
        <source>Card play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>in {n} minutes</source>
        <translation>через {n} мин.</translation>
    </message>
    <message>
        <source>in {n} hours</source>
        <translation>через {n} ч</translation>
    </message>
    <message>
        <source>in {n} days</source>
        <translation>через {n} дн.</translation>
    </message>
    <message>
        <source>{phase}, hand {hand} of a game of {when}: your choice gave away {cost} points. What is best here?</source>
        <translation>{phase}, раздача {hand} партии от {when}: ваше решение стоило {cost} очк. Как здесь лучше поступить?</translation>
    </message>
    <message>
        <source>({n} more after this one)</source>
        <translation>(после этого ещё {n})</translation>
    </message>
    <message numerus="yes">
        <source>Each decision of yours that the review found costing {cost} points or more is a drill: its position comes back on a table of its own. Answered right %n times in a row, a drill retires; missed, it comes back sooner.</source>
        <translation>
            <numerusform>Каждое ваше решение, которое по итогам разбора стоило {cost} очка или больше, становится упражнением: его позиция снова появляется на отдельном столе. После %n верного ответа подряд упражнение снимается, а после ошибки возвращается раньше.</numerusform>
            <numerusform>Каждое ваше решение, которое по итогам разбора стоило {cost} очка или больше, становится упражнением: его позиция снова появляется на отдельном столе. После %n верных ответов подряд упражнение снимается, а после ошибки возвращается раньше.</numerusform>
            <numerusform>Каждое ваше решение, которое по итогам разбора стоило {cost} очка или больше, становится упражнением: его позиция снова появляется на отдельном столе. После %n верных ответов подряд упражнение снимается, а после ошибки возвращается раньше.</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>{n} damaged drills were left out.</source>
        <translation>Пропущено повреждённых упражнений: {n}.</translation>
    </message>
    <message>
        <source>Practise the due drills ({n})</source>
        <translation>Пройти упражнения к повтору ({n})</translation>
    </message>
    <message>
        <source>Practise the chosen drill</source>
        <translation>Пройти выбранное упражнение</translation>
    </message>
    <message>
        <source>No drills yet: they come from the reviews of the hands you play.</source>
        <translation>Упражнений пока нет: они появляются из разборов сыгранных вами раздач.</translation>
    </message>
    <message>
        <source>This hand&apos;s points → the total</source>
        <translation>Очки раздачи → итог</translation>
    </message>
    <message>
        <source>{team}: {points} this hand, {total} in all</source>
        <translation>{team}: {points} в этой раздаче, всего {total}</translation>
    </message>
    <message>
        <source>No hand has been scored yet in this game.</source>
        <translation>В этой партии ещё ни одна раздача не засчитана.</translation>
    </message>
    <message>
        <source>{step}: {reason}</source>
        <translation>{step}: {reason}</translation>
    </message>
    <message>
        <source>{field}, trick {trick}, {seat}</source>
        <extracomment>Where a hand record goes wrong: &quot;plays[3], trick 1, West&quot;</extracomment>
        <translation>{field}, взятка {trick}, {seat}</translation>
    </message>
    <message>
        <source>{field}, {seat}</source>
        <extracomment>Where a hand record goes wrong: &quot;bids[2], North&quot;</extracomment>
        <translation>{field}, {seat}</translation>
    </message>
    <message>
        <source>not this seat&apos;s turn: {seat} must act first</source>
        <translation>сейчас не очередь этого места: сначала ходит {seat}</translation>
    </message>
    <message>
        <source>{card} is not in this seat&apos;s hand</source>
        <translation>{card} нет в руке этого места</translation>
    </message>
    <message numerus="yes">
        <source>at most %n card(s) may be exchanged</source>
        <translation>
            <numerusform>можно обменять не больше %n карты</numerusform>
            <numerusform>можно обменять не больше %n карт</numerusform>
            <numerusform>можно обменять не больше %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exactly %n card(s) must be discarded</source>
        <translation>
            <numerusform>нужно сбросить ровно %n карту</numerusform>
            <numerusform>нужно сбросить ровно %n карты</numerusform>
            <numerusform>нужно сбросить ровно %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>the dealer cannot pass: everyone else passed, so the dealer must bid 2</source>
        <translation>сдающий не может пасовать: все остальные спасовали, поэтому сдающий должен заявить 2</translation>
    </message>
    <message>
        <source>{bid} is not legal: a bid must be higher than the standing bid of {high}</source>
        <translation>{bid} нельзя: заявка должна быть выше текущей заявки {high}</translation>
    </message>
    <message>
        <source>the pitcher&apos;s first lead must be a trump</source>
        <translation>первый ход разыгрывающего должен быть с козыря</translation>
    </message>
    <message>
        <source>this seat holds {suit} and must follow suit</source>
        <translation>у этого места есть {suit}, и оно должно отвечать в масть</translation>
    </message>
    <message>
        <source>this seat holds {suit} and must play {suit} or a trump</source>
        <translation>у этого места есть {suit}, и оно должно положить {suit} или козырь</translation>
    </message>
    <message>
        <source>this seat must play a trump</source>
        <translation>это место должно положить козырь</translation>
    </message>
    <message>
        <source>{card} is not legal: {why}</source>
        <extracomment>A card refused in a hand record: &quot;9♥ is not legal: this seat holds ♥ …&quot;</extracomment>
        <translation>{card} нельзя: {why}</translation>
    </message>
    <message>
        <source>{seat}: {action}.</source>
        <translation>{seat}: {action}.</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Joins the reasons of a move (&quot;it takes the trick; it takes the Jack&quot;)</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <source>Everyone else passed, so the dealer must bid.</source>
        <translation>Все остальные спасовали, и сдающий обязан заявить.</translation>
    </message>
    <message>
        <source>Chosen at random.</source>
        <translation>Выбрано наугад.</translation>
    </message>
    <message>
        <source>Its count of sure points covers the bid.</source>
        <translation>Подсчитанные верные очки покрывают заявку.</translation>
    </message>
    <message>
        <source>Its count of sure points does not cover the lowest bid.</source>
        <translation>Подсчитанные верные очки не покрывают даже самую низкую заявку.</translation>
    </message>
    <message>
        <source>Its partner holds the bid.</source>
        <translation>Заявка у партнёра.</translation>
    </message>
    <message>
        <source>The lowest of its best bids: it may still raise, or it speaks last.</source>
        <translation>Самая низкая из лучших заявок: можно ещё повысить, или он говорит последним.</translation>
    </message>
    <message>
        <source>The bid worth the most among those it expects to make.</source>
        <translation>Самая ценная заявка из тех, что он рассчитывает сыграть.</translation>
    </message>
    <message>
        <source>As high as it makes 85% of the time: it speaks only once.</source>
        <translation>Так высоко, как он играет в 85% случаев: он говорит только раз.</translation>
    </message>
    <message>
        <source>To stop the other side from going out, though it may be set.</source>
        <translation>Чтобы не дать другой стороне выйти, хотя заявка может не сыграть.</translation>
    </message>
    <message>
        <source>Passing is worth more than any bid.</source>
        <translation>Пас ценнее любой заявки.</translation>
    </message>
    <message>
        <source>No bid is made often enough (55% of the time).</source>
        <translation>Ни одна заявка не играет достаточно часто (в 55% случаев).</translation>
    </message>
    <message>
        <source>The suit that counts the most points.</source>
        <translation>Масть, в которой насчитано больше всего очков.</translation>
    </message>
    <message>
        <source>The suit with the best result in its simulated deals.</source>
        <translation>Масть с лучшим результатом в смоделированных раздачах.</translation>
    </message>
    <message>
        <source>It keeps its trumps, then its aces, kings and tens.</source>
        <translation>Он оставляет козыри, затем тузы, короли и десятки.</translation>
    </message>
    <message>
        <source>expects {points} points with {suit}</source>
        <translation>ожидает {points} очка с {suit}</translation>
    </message>
    <message>
        <source>{bid} in {chance}%</source>
        <translation>{bid} в {chance}%</translation>
    </message>
    <message>
        <source>makes {chances}</source>
        <translation>играет {chances}</translation>
    </message>
    <message>
        <source>counted on {cards}</source>
        <translation>рассчитывал на {cards}</translation>
    </message>
    <message>
        <source>points per suit: {suits}</source>
        <translation>очки по мастям: {suits}</translation>
    </message>
    <message>
        <source>kept {cards}</source>
        <translation>оставил {cards}</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>торговля</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>козыри</translation>
    </message>
    <message>
        <source>exchange or discard</source>
        <translation>обмен или сброс</translation>
    </message>
    <message>
        <source>play</source>
        <translation>розыгрыш</translation>
    </message>
    <message numerus="yes">
        <source>Cost of your decisions per hand, in points (%n hands reviewed)</source>
        <translation>
            <numerusform>Цена ваших решений за раздачу, в очках (разобрана %n раздача)</numerusform>
            <numerusform>Цена ваших решений за раздачу, в очках (разобрано %n раздачи)</numerusform>
            <numerusform>Цена ваших решений за раздачу, в очках (разобрано %n раздач)</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes per hand: {phases}</source>
        <translation>Ошибок за раздачу: {phases}</translation>
    </message>
    <message>
        <source>Cost per hand</source>
        <translation>Цена за раздачу</translation>
    </message>
    <message>
        <source>Mistakes per hand</source>
        <translation>Ошибок за раздачу</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) of yours reviewed so far: the line is drawn once two hands have been reviewed.</source>
        <translation>
            <numerusform>Разобрано ваших раздач: %n. Линия появится, когда будут разобраны две раздачи.</numerusform>
            <numerusform>Разобрано ваших раздач: %n. Линия появится, когда будут разобраны две раздачи.</numerusform>
            <numerusform>Разобрано ваших раздач: %n. Линия появится, когда будут разобраны две раздачи.</numerusform>
        </translation>
    </message>
    <message>
        <source>hands reviewed</source>
        <extracomment>The axis of a chart: the number of hands reviewed so far</extracomment>
        <translation>разобрано раздач</translation>
    </message>
    <message>
        <source>average of the last {n} hands</source>
        <extracomment>The axis of a chart: each point is the average of the hands before it</extracomment>
        <translation>среднее за последние {n}</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Шанс на победу</translation>
    </message>
    <message>
        <source>This move gives away about {cost} points; better: {better}</source>
        <translation>Этот ход отдаёт около {cost} очков; лучше: {better}</translation>
    </message>
    <message>
        <source>This move gives away about {cost} points ({why}); better: {better}</source>
        <translation>Этот ход отдаёт около {cost} очков ({why}); лучше: {better}</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Тренер</translation>
    </message>
    <message>
        <source>Play anyway</source>
        <translation>Всё равно сыграть</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Выбрать заново</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Проверка…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Учимся играть</translation>
    </message>
    <message>
        <source>A first hand, step by step: you sit at the bottom with your partner, North, opposite; West and East play against you.</source>
        <translation>Первая раздача шаг за шагом: вы сидите внизу, напротив — ваш партнёр Север, а Запад и Восток играют против вас.</translation>
    </message>
    <message>
        <source>Leave the lesson?</source>
        <translation>Выйти из урока?</translation>
    </message>
    <message>
        <source>The lesson&apos;s hand is not over. Leave it? Help &gt; Learn to play starts it again.</source>
        <translation>Сдача урока ещё не доиграна. Выйти? Справка &gt; Учиться играть начнёт её заново.</translation>
    </message>
    <message>
        <source>Right: that is the search&apos;s best move.</source>
        <translation>Верно: именно этот ход поиск считает лучшим.</translation>
    </message>
    <message>
        <source>Right: that costs only {cost} points against the best. Best: {better}</source>
        <translation>Верно: это всего на {cost} очк. хуже лучшего хода. Лучше всего: {better}</translation>
    </message>
    <message>
        <source>Missed: that gives away about {cost} points. Better: {better}</source>
        <translation>Неверно: так вы теряете около {cost} очк. Лучше: {better}</translation>
    </message>
    <message>
        <source>{choice} (yours)</source>
        <translation>{choice} (ваш)</translation>
    </message>
    <message>
        <source>Each choice, in points for your team: {choices}</source>
        <translation>Все варианты в очках для вашей команды: {choices}</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Упражнение</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Следующее упражнение</translation>
    </message>
    <message>
        <source>This move could not be valued just now: try it again, or go on.</source>
        <translation>Этот ход сейчас не удалось оценить: попробуйте ещё раз или продолжайте.</translation>
    </message>
    <message>
        <source>Bidding again</source>
        <translation>Снова торговля</translation>
    </message>
    <message>
        <source>Naming trump</source>
        <translation>Объявление козырей</translation>
    </message>
    <message>
        <source>You won the bidding: you are the pitcher. Name trump: that suit, the other jack of the same colour (the off-jack) and both jokers become trumps, and any trump beats every other card.</source>
        <translation>Вы выиграли торговлю: вы разыгрывающий. Объявите козыри: козырями станут эта масть, второй валет того же цвета (парный валет) и оба джокера, а любой козырь бьёт любую другую карту.</translation>
    </message>
    <message>
        <source>The widow</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>Down to six</source>
        <translation>До шести карт</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Начало розыгрыша</translation>
    </message>
    <message>
        <source>The cards are dealt; the rest is the widow. In turn, each player bids how many of the hand&apos;s points their team will take, or passes; the highest bid names trump.</source>
        <translation>Карты розданы; остальные — прикуп. По очереди каждый заявляет, сколько очков сдачи возьмёт его команда, или пасует; наибольшая заявка называет козырь.</translation>
    </message>
    <message>
        <source>Each player may now give up to three cards for as many from the widow, unseen. Click the cards to give, then confirm; Escape clears your choice.</source>
        <translation>Теперь каждый может отдать до трёх карт и получить столько же из прикупа, не глядя. Щёлкните по картам, которые отдаёте, затем подтвердите; Escape отменяет выбор.</translation>
    </message>
    <message>
        <source>Everyone keeps six cards for the play: click the cards to let go, then confirm.</source>
        <translation>Каждый оставляет на розыгрыш шесть карт: щёлкните по картам, которые сбрасываете, затем подтвердите.</translation>
    </message>
    <message>
        <source>You took the last trick, so you lead: any card. The others follow; a trump led must be answered with a trump by whoever holds one.</source>
        <translation>Вы взяли прошлую взятку, поэтому ходите вы: любой картой. Остальные отвечают; на ход козырем тот, у кого есть козырь, должен положить козырь.</translation>
    </message>
    <message>
        <source>Follow the suit led if you can, or play a trump; the highest trump takes the trick, otherwise the highest card of the suit led. The winner leads next.</source>
        <translation>Отвечайте в масть хода, если можете, или кладите козырь. Взятку берёт старший козырь, а если козырей нет — старшая карта масти хода. Взявший взятку ходит следующим.</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>The sixth trick is the last: once it is played, the hand is scored.</source>
        <translation>Шестая взятка — последняя: после неё сдача подсчитывается.</translation>
    </message>
    <message>
        <source>The bidding goes round while anyone bids higher. {seat} holds the bid at {bid}: bid more, or pass.</source>
        <translation>Торговля идёт по кругу, пока кто-то заявляет больше. Заявка {seat}: {bid}. Заявите больше или пасуйте.</translation>
    </message>
    <message>
        <source>High and Low go to the team that plays the highest and the lowest trump</source>
        <translation>Старший и Младший получает команда, которая кладёт старший и младший козырь</translation>
    </message>
    <message>
        <source>High goes to the team that plays the highest trump, Low to the team that takes the lowest</source>
        <translation>Старший получает команда, которая кладёт старший козырь, Младший — команда, которая берёт взятку с младшим</translation>
    </message>
    <message>
        <source>Game to the team with the most card points in its tricks</source>
        <translation>Гейм — команде, у которой больше очков карт во взятках</translation>
    </message>
    <message>
        <source>Game to the team that takes the ten of trump</source>
        <translation>Гейм — команде, которая берёт десятку козырей</translation>
    </message>
    <message>
        <source>the Jack, the Off-jack and each joker to the team that takes it</source>
        <translation>Валета, Парного валета и каждого джокера — команде, которая берёт его во взятке</translation>
    </message>
    <message>
        <source>the Jack, the Off-jack, each joker and the three of trump (3 points) to the team that takes it</source>
        <translation>Валета, Парного валета, каждого джокера и тройку козырей (3 очка) — команде, которая берёт их во взятке</translation>
    </message>
    <message>
        <source>The pitcher leads the first trick. A point each: {high_low}; {taken}; {game}. Leading trumps draws the others&apos; trumps out.</source>
        <translation>Первым ходит разыгрывающий. По очку: {high_low}; {taken}; {game}. Ход козырем вытягивает козыри у других.</translation>
    </message>
    <message>
        <source>Do: {why}</source>
        <translation>Что делать: {why}</translation>
    </message>
    <message>
        <source>{move}: what it is worth is being worked out</source>
        <translation>{move}: сколько это стоит, ещё подсчитывается</translation>
    </message>
    <message>
        <source>{move} would do much the same here</source>
        <translation>{move} — здесь почти то же самое</translation>
    </message>
    <message>
        <source>Not this one: the lesson follows one recorded hand. {why}.</source>
        <translation>Не этот ход: урок повторяет записанную сдачу. {why}.</translation>
    </message>
    <message>
        <source>your team</source>
        <translation>ваша команда</translation>
    </message>
    <message>
        <source>the other team</source>
        <translation>другая команда</translation>
    </message>
    <message>
        <source>{point}: {team}, {most} card points against {next}</source>
        <translation>{point}: {team}, {most} очков карт против {next}</translation>
    </message>
    <message>
        <source>{point}: not played, nobody scores it</source>
        <translation>{point}: не сыгран, очко никому</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>{point}: {card}, played by {player}: {team}</source>
        <translation>{point}: {card} (сыграно: {player}) — {team}</translation>
    </message>
    <message>
        <source>{point}: {card}, taken by {team}</source>
        <translation>{point}: {card}, взяла {team}</translation>
    </message>
    <message>
        <source>Your team made its bid of {bid}: it scores the {us} points it took, the other team its {them}. Hands go on until a team reaches the target score. You are ready: Game &gt; New game.</source>
        <translation>Ваша команда сыграла заявку {bid}: она получает взятые очки ({us}), а другая команда — свои ({them}). Раздачи продолжаются, пока одна из команд не наберёт нужный счёт. Теперь вы готовы: Игра &gt; Новая игра.</translation>
    </message>
    <message>
        <source>Your team was set: it loses {bid} points. The other team scores {them}.</source>
        <translation>Ваша команда села и теряет столько очков, сколько заявила: {bid}. Другая команда получает свои очки: {them}.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Урок</translation>
    </message>
    <message>
        <source>The hand is scored</source>
        <translation>Раздача подсчитана</translation>
    </message>
    <message>
        <source>The folder {folder} is a link that leads back to itself: nothing can be kept in it this time.</source>
        <translation>Папка {folder} — ссылка, ведущая сама на себя: на этот раз в ней ничего нельзя сохранить.</translation>
    </message>
    <message>
        <source>The folder {folder} was a link that leads back to itself: it is kept as {name}, and a new, empty folder is used.</source>
        <translation>Папка {folder} была ссылкой, ведущей сама на себя: она сохранена как {name}, и используется новая пустая папка.</translation>
    </message>
    <message>
        <source>You bid {bid} and made it.</source>
        <translation>Вы заявили {bid} и выполнили заявку.</translation>
    </message>
    <message>
        <source>You bid {bid} and were set.</source>
        <translation>Вы заявили {bid} и сели: заявка не выполнена.</translation>
    </message>
    <message>
        <source>Your partner {seat} bid {bid} and made it.</source>
        <translation>Ваш партнёр {seat} заявил {bid} и выполнил заявку.</translation>
    </message>
    <message>
        <source>Your partner {seat} bid {bid} and was set.</source>
        <translation>Ваш партнёр {seat} заявил {bid} и сел: заявка не выполнена.</translation>
    </message>
    <message>
        <source>{seat} bid {bid} and made it.</source>
        <extracomment>An opponent&apos;s bid made: &quot;West bid 5 and made it.&quot;</extracomment>
        <translation>{seat} заявил {bid} и выполнил заявку.</translation>
    </message>
    <message>
        <source>{seat} bid {bid} and was set.</source>
        <extracomment>An opponent&apos;s bid set (it failed): &quot;West bid 5 and was set.&quot;</extracomment>
        <translation>{seat} заявил {bid} и сел: заявка не выполнена.</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
</context>
</TS>
