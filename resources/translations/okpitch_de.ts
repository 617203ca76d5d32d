<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>The hand history cannot be written ({reason}).</source>
        <translation>Das Rundenprotokoll kann nicht geschrieben werden ({reason}).</translation>
    </message>
    <message>
        <source>The saved game {name} could not be used: {error}.</source>
        <translation>Die gespeicherte Partie {name} konnte nicht verwendet werden: {error}.</translation>
    </message>
    <message>
        <source>It is kept as {name}.</source>
        <translation>Die Datei wird als {name} aufbewahrt.</translation>
    </message>
    <message>
        <source>The previous copy of the saved game was used instead.</source>
        <translation>Stattdessen wurde die vorherige Kopie der gespeicherten Partie verwendet.</translation>
    </message>
    <message>
        <source>No saved game could be resumed; the game starts normally.</source>
        <translation>Es konnte keine gespeicherte Partie fortgesetzt werden; das Spiel startet wie gewohnt.</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}). Play goes on, but this game will not be offered for resume.</source>
        <translation>Die Partie kann nicht in {folder} gespeichert werden ({reason}). Du kannst weiterspielen, aber diese Partie wird später nicht zum Fortsetzen angeboten.</translation>
    </message>
    <message>
        <source>The settings could not be read ({error}); the defaults are used.</source>
        <translation>Die Einstellungen konnten nicht gelesen werden ({error}); es gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>The settings file {name} is damaged; the defaults are used.</source>
        <translation>Die Einstellungsdatei {name} ist beschädigt; es gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>The settings could not be saved in {folder} ({reason}).</source>
        <translation>Die Einstellungen konnten nicht in {folder} gespeichert werden ({reason}).</translation>
    </message>
    <message>
        <source>it is locked by another program (perhaps another copy of the game)</source>
        <translation>gesperrt durch ein anderes Programm (vielleicht eine zweite Kopie des Spiels)</translation>
    </message>
    <message>
        <source>The statistics cannot be kept in {folder} ({reason}).</source>
        <translation>Die Statistik kann nicht in {folder} gespeichert werden ({reason}).</translation>
    </message>
    <message>
        <source>The statistics database {name} cannot be used: {problem}.</source>
        <translation>Die Statistikdatenbank {name} kann nicht verwendet werden: {problem}.</translation>
    </message>
    <message>
        <source>It is left as it is.</source>
        <translation>Die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>The statistics file {name} cannot be used: {problem}.</source>
        <translation>Die Statistikdatei {name} kann nicht verwendet werden: {problem}.</translation>
    </message>
    <message>
        <source>The statistics file {name} could not be used ({problem}). It is kept as {kept}; statistics go on in a fresh file.</source>
        <translation>Die Statistikdatei {name} konnte nicht verwendet werden ({problem}). Die Datei wird als {kept} aufbewahrt; die Statistik geht in einer neuen Datei weiter.</translation>
    </message>
    <message>
        <source>The statistics file {name} could not be used ({problem}). It is kept as {kept}.</source>
        <translation>Die Statistikdatei {name} konnte nicht verwendet werden ({problem}). Die Datei wird als {kept} aufbewahrt.</translation>
    </message>
    <message>
        <source>The statistics database could not be used ({error}).</source>
        <translation>Die Statistikdatenbank konnte nicht verwendet werden ({error}).</translation>
    </message>
    <message>
        <source>The statistics database was damaged ({error}). It is kept as {name}; a fresh one was started.</source>
        <translation>Die Statistikdatenbank war beschädigt ({error}). Die beschädigte Datei wird als {name} aufbewahrt; eine neue wurde angelegt.</translation>
    </message>
    <message>
        <source>The statistics database cannot be used now: {why}. It is left as it is; this session&apos;s statistics go to {name}.</source>
        <translation>Die Statistikdatenbank kann gerade nicht verwendet werden: {why}. Die Datei bleibt unverändert; die Statistik dieser Sitzung wird in {name} gespeichert.</translation>
    </message>
    <message>
        <source>The statistics database cannot be used now: {why}. It is left as it is.</source>
        <translation>Die Statistikdatenbank kann gerade nicht verwendet werden: {why}. Die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>This session&apos;s statistics are kept in memory only: they cannot be kept on disk either, so they are lost when the game closes.</source>
        <translation>Die Statistik dieser Sitzung ist nur im Arbeitsspeicher, da sie auch nicht auf dem Datenträger aufbewahrt werden kann; sie geht verloren, wenn du das Spiel schließt.</translation>
    </message>
    <message>
        <source>This session&apos;s statistics are kept in {folder} and go into the database when it can be used again.</source>
        <translation>Die Statistik dieser Sitzung wird in {folder} aufbewahrt und in die Datenbank übernommen, sobald diese wieder verwendet werden kann.</translation>
    </message>
    <message>
        <source>These statistics files are left as they are and not counted:
{files}</source>
        <translation>Diese Statistikdateien bleiben, wie sie sind, und werden nicht mitgezählt:
{files}</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be saved and are lost.</source>
        <translation>
            <numerusform>%n Satz Statistikdaten konnte nicht gespeichert werden und ist verloren.</numerusform>
            <numerusform>%n Sätze Statistikdaten konnten nicht gespeichert werden und sind verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be written to the database yet. They are kept in {folder} and go into it at the next start that can write it.</source>
        <translation>
            <numerusform>%n Satz Statistikdaten konnte noch nicht in die Datenbank geschrieben werden. Er wird in {folder} aufbewahrt und beim nächsten Start übernommen, der sie schreiben kann.</numerusform>
            <numerusform>%n Sätze Statistikdaten konnten noch nicht in die Datenbank geschrieben werden. Die Daten werden in {folder} aufbewahrt und beim nächsten Start übernommen, der sie schreiben kann.</numerusform>
        </translation>
    </message>
    <message>
        <source>This session&apos;s statistics cannot be kept on disk: they are in memory only and are lost when the game closes.</source>
        <translation>Die Statistik dieser Sitzung kann nicht auf dem Datenträger aufbewahrt werden; sie ist nur im Arbeitsspeicher und geht verloren, wenn du das Spiel schließt.</translation>
    </message>
    <message>
        <source>it stayed locked by another program</source>
        <translation>weiterhin durch ein anderes Programm gesperrt</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}. They are kept in {folder} and go into the statistics as soon as they can be written, at the latest at the next start.</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {reason}. Die Daten werden in {folder} aufbewahrt und in die Statistik übernommen, sobald sie geschrieben werden können, spätestens beim nächsten Start.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}, and they cannot be kept on disk either ({why}). They are kept in memory and saved with the next hand if the database can be written again; what is still unsaved when the game closes is lost.</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {reason}, und sie kann auch nicht auf dem Datenträger aufbewahrt werden ({why}). Die Daten werden im Arbeitsspeicher gehalten und mit der nächsten Runde gespeichert, falls die Datenbank wieder geschrieben werden kann; was beim Schließen des Spiels noch nicht gespeichert ist, geht verloren.</translation>
    </message>
    <message>
        <source>it was written by a newer version of the game (statistics schema {n}; this version reads up to {mine})</source>
        <translation>sie wurde von einer neueren Version des Spiels geschrieben (Statistikschema {n}; diese Version liest bis {mine})</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>die Datei oder ihr Ordner ist nicht beschreibbar</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Was zu tun ist</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>Taste {key}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>What would a strong player do here? (Ctrl+H)</source>
        <translation>Was würde ein starker Spieler hier tun? (Strg+H)</translation>
    </message>
    <message>
        <source>Claim the rest</source>
        <translation>Rest beanspruchen</translation>
    </message>
    <message>
        <source>Your team wins every trick left, however the cards lie</source>
        <translation>Dein Team gewinnt alle übrigen Stiche, wie die Karten auch liegen</translation>
    </message>
    <message>
        <source>You are the pitcher: choose trump</source>
        <translation>Du bist Pitcher: Sage Trumpf an</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Du bist dran: Spiele eine Karte</translation>
    </message>
    <message>
        <source>Everyone passed: as dealer you must bid 2</source>
        <translation>Alle haben gepasst: Als Geber musst du 2 bieten</translation>
    </message>
    <message>
        <source>{seat} bid {bid}: bid more or pass</source>
        <translation>{seat}: Gebot {bid} – biete mehr oder passe</translation>
    </message>
    <message>
        <source>Your bid: how many points will your team make?</source>
        <translation>Dein Gebot: Wie viele Punkte holt dein Team?</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>{n} bieten</translation>
    </message>
    <message>
        <source>Choose up to 3 cards to exchange with the widow</source>
        <translation>Wähle bis zu 3 Karten zum Tauschen mit der Witwe</translation>
    </message>
    <message>
        <source>Keep all my cards</source>
        <translation>Alle Karten behalten</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n cards</source>
        <translation>
            <numerusform>%n Karte tauschen</numerusform>
            <numerusform>%n Karten tauschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard down to 6 cards</source>
        <translation>Wirf auf 6 Karten ab</translation>
    </message>
    <message>
        <source>Discard these {n}</source>
        <translation>Diese {n} abwerfen</translation>
    </message>
    <message>
        <source>Choose {n} more</source>
        <translation>Noch {n} wählen</translation>
    </message>
    <message>
        <source>HIGH</source>
        <translation>HOCH</translation>
    </message>
    <message>
        <source>LOW</source>
        <translation>TIEF</translation>
    </message>
    <message>
        <source>Your first lead must be a trump.</source>
        <translation>Dein erstes Ausspiel muss ein Trumpf sein.</translation>
    </message>
    <message>
        <source>You hold {suit}: you must follow suit.</source>
        <translation>Du hast {suit}: Du musst Farbe bedienen.</translation>
    </message>
    <message>
        <source>You hold {suit}: play {suit} or a trump.</source>
        <translation>Du hast {suit}: Spiele {suit} oder Trumpf.</translation>
    </message>
    <message>
        <source>You must play a trump.</source>
        <translation>Du musst Trumpf spielen.</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Another copy of the game is running: this one will not save its game, so it cannot be resumed later.</source>
        <translation>Das Spiel läuft bereits ein zweites Mal: Diese Kopie speichert ihre Partie nicht, sie kann also später nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}): it will not be offered for resume.</source>
        <translation>Die Partie kann nicht in {folder} gespeichert werden ({reason}): Beim nächsten Start wird sie nicht zum Fortsetzen angeboten.</translation>
    </message>
    <message>
        <source>You have an unfinished game: hand {n}, scores {scores}. Resume it?</source>
        <translation>Du hast eine nicht beendete Partie: Runde {n}, Punktestand {scores}. Fortsetzen?</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Nicht beendete Partie</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>The new rules apply to the next game. Abandon the game in progress ({game}) and start one now?</source>
        <translation>Die neuen Regeln gelten ab der nächsten Partie. Die laufende Partie ({game}) aufgeben und jetzt eine neue beginnen?</translation>
    </message>
    <message>
        <source>The lesson cannot be opened: {e}</source>
        <translation>Die Lektion kann nicht geöffnet werden: {e}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>Your team won the game!</source>
        <translation>Dein Team hat die Partie gewonnen!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Winner: {team}</source>
        <translation>Sieger: {team}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Deine Statistik</translation>
    </message>
    <message>
        <source>Your bids this game: {made} made, {set} set</source>
        <translation>Deine Gebote in dieser Partie: {made} erfüllt, {set} gescheitert</translation>
    </message>
    <message>
        <source>Your team&apos;s bids this game: {made} made, {set} set</source>
        <translation>Gebote deines Teams in dieser Partie: {made} erfüllt, {set} gescheitert</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Games won: {won} of {played} (before this game: {was_won} of {was_played})</source>
        <translation>Gewonnene Partien: {won} von {played} (vor dieser Partie: {was_won} von {was_played})</translation>
    </message>
    <message>
        <source>The game could not be resumed: {e}</source>
        <translation>Die Partie konnte nicht fortgesetzt werden: {e}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The new rules apply to the next game. Start one now?</source>
        <translation>Die neuen Regeln gelten ab der nächsten Partie. Jetzt eine neue beginnen?</translation>
    </message>
    <message>
        <source>This deal cannot be played: {e}</source>
        <translation>Diese Runde kann nicht gespielt werden: {e}</translation>
    </message>
    <message>
        <source>Oklahoma Ten Point Pitch</source>
        <translation>Oklahoma Ten Point Pitch</translation>
    </message>
    <message>
        <source>Hand hist&amp;ory</source>
        <translation>Runden&amp;protokoll</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Rundenprotokoll</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Diese Runde noch einmal spielen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>as</source>
        <extracomment>&quot;Play this deal again as &lt;seat&gt;&quot;: the word before the seat chooser</extracomment>
        <translation>als</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>This file cannot be used: {e}</source>
        <translation>Diese Datei kann nicht verwendet werden: {e}</translation>
    </message>
    <message>
        <source>Imported: {name}</source>
        <translation>Importiert: {name}</translation>
    </message>
    <message>
        <source>This hand cannot be shown: {e}</source>
        <translation>Diese Runde kann nicht angezeigt werden: {e}</translation>
    </message>
    <message>
        <source>&lt;p&gt;No hand has been kept yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Es wurde noch keine Runde aufgezeichnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>Runde exportieren</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Rundenprotokolle (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation>Runde importieren</translation>
    </message>
    <message>
        <source>{seat}: pass</source>
        <translation>{seat}: passe</translation>
    </message>
    <message>
        <source>{seat}: bid {bid}</source>
        <translation>{seat}: Gebot {bid}</translation>
    </message>
    <message>
        <source>{seat}: trump {suit}</source>
        <translation>{seat}: Trumpf {suit}</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>Trumpf {suit}</translation>
    </message>
    <message>
        <source>{seat} leads: no card is on the table yet.</source>
        <translation>Ausspiel: {seat}; noch liegt keine Karte auf dem Tisch.</translation>
    </message>
    <message>
        <source>{seat}: {card}</source>
        <translation>{seat}: {card}</translation>
    </message>
    <message>
        <source>On the table: {cards}. {seat} led.</source>
        <translation>Auf dem Tisch: {cards}. Ausspiel: {seat}.</translation>
    </message>
    <message>
        <source>The trick so far</source>
        <translation>Der Stich bis jetzt</translation>
    </message>
    <message>
        <source>{seat} (lead)</source>
        <translation>{seat} (Ausspiel)</translation>
    </message>
    <message>
        <source>Trick taken by {seat}</source>
        <translation>Stich für {seat}</translation>
    </message>
    <message>
        <source>Computers&apos; reasons</source>
        <translation>Gründe der Computer</translation>
    </message>
    <message>
        <source>{seat} exchanges {cards}</source>
        <translation>{seat}: Tausch {cards}</translation>
    </message>
    <message>
        <source>{seat} discards {cards}</source>
        <translation>{seat}: Abwurf {cards}</translation>
    </message>
    <message>
        <source>Dealer: {seat} · Scores: {scores}</source>
        <translation>Geber: {seat} · Punktestand: {scores}</translation>
    </message>
    <message>
        <source>Widow: {cards}</source>
        <translation>Witwe: {cards}</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Geben</translation>
    </message>
    <message>
        <source>Bidding and discards</source>
        <translation>Bieten und Abwerfen</translation>
    </message>
    <message>
        <source>Trick {n}: {cards} → {winner}</source>
        <translation>Stich {n}: {cards} → {winner}</translation>
    </message>
    <message>
        <source>made</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>set</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <source>Scores: {scores}</source>
        <translation>Punktestand: {scores}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Stich {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>Runde {n}</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Warte, bis du dran bist</translation>
    </message>
    <message>
        <source>As dealer you must bid 2: press 2</source>
        <translation>Als Geber musst du 2 bieten: Drücke 2</translation>
    </message>
    <message>
        <source>You cannot bid {n} now: bid {low} or more, or press P to pass</source>
        <translation>Du kannst jetzt nicht {n} bieten: Biete {low} oder mehr, oder drücke P zum Passen</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Claim the rest</source>
        <translation>Rest be&amp;anspruchen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation>&amp;Übung…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <source>Score s&amp;heet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <source>Chance to &amp;win</source>
        <translation>&amp;Gewinnchance</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>So wird &amp;gespielt</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Über</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} überlegt…</translation>
    </message>
    <message>
        <source>Hint: {text}</source>
        <translation>Tipp: {text}</translation>
    </message>
    <message>
        <source>Hand over: {outcome}</source>
        <extracomment>The status line at a hand&apos;s end: &quot;Hand over: You bid 7 and were set.&quot;</extracomment>
        <translation>Runde vorbei: {outcome}</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Es wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <source>Game point</source>
        <translation>Spielpunkt</translation>
    </message>
    <message>
        <source>Who wins the Game point (R8).</source>
        <translation>Wer den Spielpunkt bekommt (R8).</translation>
    </message>
    <message>
        <source>Most card points won (A 4, K 3, Q 2, J 1, 10 10)</source>
        <translation>Die meisten Kartenpunkte (A 4, K 3, D 2, B 1, 10 10)</translation>
    </message>
    <message>
        <source>The team that wins the 10 of trump</source>
        <translation>Das Team, das die Trumpf-Zehn gewinnt</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Vier Spieler</translation>
    </message>
    <message>
        <source>What happens after trump is named with 4 players (R6).</source>
        <translation>Was mit 4 Spielern nach der Trumpfansage geschieht (R6).</translation>
    </message>
    <message>
        <source>Exchange up to 3 cards with the widow, then discard to 6</source>
        <translation>Bis zu 3 Karten mit der Witwe tauschen, dann auf 6 abwerfen</translation>
    </message>
    <message>
        <source>Everyone discards 3 cards; the widow stays unused</source>
        <translation>Jeder wirft 3 Karten ab; die Witwe bleibt unbenutzt</translation>
    </message>
    <message>
        <source>Following</source>
        <translation>Bedienen</translation>
    </message>
    <message>
        <source>What you must play to a trick (R7).</source>
        <translation>Was du zu einem Stich zugeben musst (R7).</translation>
    </message>
    <message>
        <source>Follow suit or trump; anything when out of the suit</source>
        <translation>Farbe bedienen oder Trumpf; ohne die Farbe beliebig</translation>
    </message>
    <message>
        <source>Follow suit or trump; trump when out of the suit</source>
        <translation>Farbe bedienen oder Trumpf; ohne die Farbe Trumpf</translation>
    </message>
    <message>
        <source>Follow suit; anything when out of the suit</source>
        <translation>Farbe bedienen; ohne die Farbe beliebig</translation>
    </message>
    <message>
        <source>Low point</source>
        <translation>Tiefpunkt</translation>
    </message>
    <message>
        <source>Who gets the Low point (R8).</source>
        <translation>Wer den Tiefpunkt bekommt (R8).</translation>
    </message>
    <message>
        <source>The team that played the lowest trump</source>
        <translation>Das Team, das den niedrigsten Trumpf gespielt hat</translation>
    </message>
    <message>
        <source>The team that won the trick holding it</source>
        <translation>Das Team, das den Stich mit dieser Karte gewonnen hat</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>How the bidding goes round (R5).</source>
        <translation>Wie das Bieten herumgeht (R5).</translation>
    </message>
    <message>
        <source>Round and round until all but one have passed</source>
        <translation>Reihum, bis alle außer einem gepasst haben</translation>
    </message>
    <message>
        <source>Everyone speaks once, the dealer last</source>
        <translation>Jeder ist einmal dran, der Geber als Letzter</translation>
    </message>
    <message>
        <source>Three of trump</source>
        <translation>Trumpf-Drei</translation>
    </message>
    <message>
        <source>The 3 of trump is worth 3 points; bids go up to 10.</source>
        <translation>Die Trumpf-Drei zählt 3 Punkte; Gebote gehen bis 10.</translation>
    </message>
    <message>
        <source>Trump first lead</source>
        <translation>Trumpf zuerst</translation>
    </message>
    <message>
        <source>The pitcher must lead trump to the first trick.</source>
        <translation>Der Pitcher muss zum ersten Stich Trumpf ausspielen.</translation>
    </message>
    <message>
        <source>Red joker high</source>
        <translation>Roter Joker hoch</translation>
    </message>
    <message>
        <source>Black joker high</source>
        <translation>Schwarzer Joker hoch</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>{n} Spieler</translation>
    </message>
    <message>
        <source>High joker</source>
        <translation>Hoher Joker</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>An on/off rule option that is off</extracomment>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <source>The options of this game</source>
        <translation>Die Optionen dieser Partie</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>The rules cannot be shown: {reason}</source>
        <translation>Die Regeln können nicht angezeigt werden: {reason}</translation>
    </message>
    <message>
        <source>Reinstall the game to read them.</source>
        <translation>Installiere das Spiel neu, um sie zu lesen.</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>of spades</source>
        <extracomment>The suit as the second part of a card&apos;s name (&quot;Queen&quot; + &quot;of hearts&quot;)</extracomment>
        <translation>Pik</translation>
    </message>
    <message>
        <source>of hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>of diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>of clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>The letter a player writes for a Jack (German: B)</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>The letter a player writes for a Queen (German: D)</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>The letter a player writes for a King</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>The letter a player writes for an Ace</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>Red joker</source>
        <translation>Roter Joker</translation>
    </message>
    <message>
        <source>Black joker</source>
        <translation>Schwarzer Joker</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Tief</translation>
    </message>
    <message>
        <source>Off-jack</source>
        <translation>Nebenbube</translation>
    </message>
    <message>
        <source>Low joker</source>
        <translation>Niedriger Joker</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Nordwest</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Nordost</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <extracomment>A team of two named by its players: &quot;West &amp; North-east&quot;</extracomment>
        <translation>{first} &amp; {second}</translation>
    </message>
    <message>
        <source>{rank} {of_suit}</source>
        <extracomment>A card&apos;s full name from &quot;Queen&quot; and &quot;of hearts&quot;; reorder for your language</extracomment>
        <translation>{of_suit}-{rank}</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Rule and computer changes apply to the next game.</source>
        <translation>Änderungen an Regeln und Computerspielern gelten ab der nächsten Partie.</translation>
    </message>
    <message>
        <source>Rules (for the next game)</source>
        <translation>Regeln (für die nächste Partie)</translation>
    </message>
    <message>
        <source>Which joker ranks above the other (R2).</source>
        <translation>Welcher Joker höher ist (R2).</translation>
    </message>
    <message>
        <source>Two or three teams of two (R1).</source>
        <translation>Zwei oder drei Teams zu zweit (R1).</translation>
    </message>
    <message>
        <source>The game ends at this (R9).</source>
        <translation>Bei dieser Punktzahl endet die Partie (R9).</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>The same level for every computer</source>
        <translation>Dieselbe Spielstärke für alle Computerspieler</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <source>Show the computers&apos; reasons during play (practice)</source>
        <translation>Die Gründe der Computer während des Spiels zeigen (Übung)</translation>
    </message>
    <message>
        <source>They tell what the computers hold; after the hand they are always there.</source>
        <translation>Die Gründe verraten, was die Computer halten; nach dem Spiel sind sie immer da.</translation>
    </message>
    <message>
        <source>Coach: hold a move that costs {cost} points or more (practice)</source>
        <translation>Trainer: einen Zug anhalten, der {cost} Punkte oder mehr kostet (Übung)</translation>
    </message>
    <message>
        <source>Before a costly bid, trump, exchange, discard or card the table says what the search prefers; such games are counted like games with undos.</source>
        <translation>Vor einem teuren Gebot, Trumpf, Tausch, Abwurf oder einer teuren Karte sagt der Tisch, was die Suche vorzieht; solche Partien zählen wie Partien mit Rücknahmen.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>The least time a computer&apos;s move takes.</source>
        <translation>Die Mindestdauer eines Computerzugs.</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <translation>Computertempo</translation>
    </message>
    <message>
        <source>How long a finished trick stays in view, at every animation speed.</source>
        <translation>Wie lange ein fertiger Stich sichtbar bleibt, bei jeder Animationsgeschwindigkeit.</translation>
    </message>
    <message>
        <source>Trick pause</source>
        <translation>Stichpause</translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only legal one</source>
        <translation>Meine Karte automatisch spielen, wenn nur sie erlaubt ist</translation>
    </message>
    <message>
        <source>Auto-play</source>
        <translation>Automatik</translation>
    </message>
    <message>
        <source>Finish the hand by itself when no point can change hands</source>
        <translation>Die Runde von selbst beenden, wenn kein Punkt mehr den Besitzer wechseln kann</translation>
    </message>
    <message>
        <source>Settled hands</source>
        <translation>Entschiedene Runden</translation>
    </message>
    <message>
        <source>Review my hands for the statistics</source>
        <translation>Meine Runden für die Statistik analysieren</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Four-colour deck: diamonds blue, clubs green</source>
        <translation>Vierfarbiges Blatt: Karo blau, Kreuz grün</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>A new language shows the next time the game starts.</source>
        <translation>Eine andere Sprache gilt ab dem nächsten Start des Spiels.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The yardstick: the other levels are measured against it.</source>
        <translation>Der Maßstab: An ihr wird die Spielstärke der anderen gemessen.</translation>
    </message>
    <message numerus="yes">
        <source>Against Easy: %1 points per deal (95% interval %2 to %3), over %n deals</source>
        <extracomment>%1 points per deal more than Easy; %2 and %3 the 95% interval; %n deals played</extracomment>
        <translation>
            <numerusform>Gegen Leicht: %1 Punkte pro Runde (95-%-Intervall %2 bis %3), gemessen in %n Runde</numerusform>
            <numerusform>Gegen Leicht: %1 Punkte pro Runde (95-%-Intervall %2 bis %3), gemessen in %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} won</source>
        <translation>{n} gewonnen</translation>
    </message>
    <message>
        <source>{n} lost</source>
        <translation>{n} verloren</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Deine Partien</translation>
    </message>
    <message>
        <source>Count the games in which I undid a move</source>
        <translation>Partien mitzählen, in denen ich einen Zug zurückgenommen habe</translation>
    </message>
    <message>
        <source>Charts need pyqtgraph, which this build leaves out.</source>
        <translation>Diagramme brauchen pyqtgraph, das in dieser Version fehlt.</translation>
    </message>
    <message>
        <source>Score progression, last game</source>
        <translation>Punkteverlauf der letzten Partie</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Gewinnquote im Zeitverlauf</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>Practice…</source>
        <translation>Übung…</translation>
    </message>
    <message>
        <source>The scores of your last game are drawn once a hand has been scored.</source>
        <translation>Der Punkteverlauf deiner letzten Partie erscheint, sobald eine Runde gewertet ist.</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>The axis of a chart: hand number</extracomment>
        <translation>Runde</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished so far: the line is drawn once two games have been finished.</source>
        <translation>
            <numerusform>Bisher beendete Partien: %n. Die Linie erscheint, sobald zwei Partien beendet sind.</numerusform>
            <numerusform>Bisher beendete Partien: %n. Die Linie erscheint, sobald zwei Partien beendet sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>The axis of a chart: number of games played</extracomment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Unfinished games (not counted)</source>
        <translation>Nicht beendete Partien (nicht gezählt)</translation>
    </message>
    <message>
        <source>With {n} players</source>
        <translation>Mit {n} Spielern</translation>
    </message>
    <message>
        <source>Computers: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>Your bids made / set</source>
        <translation>Deine Gebote erfüllt / gescheitert</translation>
    </message>
    <message>
        <source>Your team&apos;s bids made / set</source>
        <translation>Gebote deines Teams erfüllt / gescheitert</translation>
    </message>
    <message>
        <source>{ours} (others: {theirs})</source>
        <translation>{ours} (andere: {theirs})</translation>
    </message>
    <message>
        <source>Points per hand ({n} hands)</source>
        <translation>Punkte pro Runde ({n} Runden)</translation>
    </message>
    <message>
        <source>Points won by category (us / them)</source>
        <translation>Gewonnene Punkte nach Art (wir / Gegner)</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Longest winning / losing streak</source>
        <translation>Längste Sieg- / Niederlagenserie</translation>
    </message>
    <message>
        <source>Replayed deals (counted apart)</source>
        <translation>Noch einmal gespielte Runden (getrennt gezählt)</translation>
    </message>
    <message>
        <source>Damaged rows left out</source>
        <translation>Beschädigte Zeilen, ausgelassen</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s): you beat the computer in your seat in {beat}, tied {tied}, lost {lost}; average {average} points</source>
        <translation>
            <numerusform>%n Runde: Du hast den Computer auf deinem Platz {beat}-mal geschlagen, {tied}-mal gleichgezogen, {lost}-mal verloren; im Schnitt {average} Punkte</numerusform>
            <numerusform>%n Runden: Du hast den Computer auf deinem Platz {beat}-mal geschlagen, {tied}-mal gleichgezogen, {lost}-mal verloren; im Schnitt {average} Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{won} won of {played} ({rate})</source>
        <translation>{won} von {played} gewonnen ({rate})</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every game and hand in the statistics? This cannot be undone.</source>
        <translation>Alle Partien und Runden aus der Statistik löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Hand result</source>
        <translation>Rundenergebnis</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>(count {counts})</source>
        <translation>(Kartenpunkte {counts})</translation>
    </message>
    <message>
        <source>{team}: won {earned}, set: {lost} → {score}</source>
        <translation>{team}: {earned} gewonnen, gescheitert: {lost} → {score}</translation>
    </message>
    <message>
        <source>{team}: +{earned} → {score}</source>
        <translation>{team}: +{earned} → {score}</translation>
    </message>
    <message>
        <source>You: {you}; the computer in your seat could not play this deal.</source>
        <translation>Du: {you}; der Computer auf deinem Platz konnte diese Runde nicht spielen.</translation>
    </message>
    <message>
        <source>You: {you}; the computer in your seat is playing this deal…</source>
        <translation>Du: {you}; der Computer auf deinem Platz spielt diese Runde gerade…</translation>
    </message>
    <message>
        <source>You: {you}, the computer in your seat: {computer}</source>
        <translation>Du: {you}, der Computer auf deinem Platz: {computer}</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>The letter on the dealer button (one letter, e.g. German G for Geber)</extracomment>
        <translation>G</translation>
    </message>
    <message numerus="yes">
        <source>{team}: %n tricks</source>
        <extracomment>A team&apos;s pile of won tricks: the team and how many tricks it holds</extracomment>
        <translation>
            <numerusform>{team}: %n Stich</numerusform>
            <numerusform>{team}: %n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <source>Widow</source>
        <translation>Witwe</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Abwurf</translation>
    </message>
    <message>
        <source>{seat} bid {bid}</source>
        <translation>{seat}: Gebot {bid}</translation>
    </message>
    <message>
        <source>{contract} · trump {suit}</source>
        <translation>{contract} · Trumpf {suit}</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>Partie bis {target}</translation>
    </message>
    <message>
        <source>this hand: count {count}</source>
        <translation>diese Runde: Kartenpunkte {count}</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation>jetzt nicht spielbar</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>nicht ausgewählt</translation>
    </message>
    <message>
        <source>{card}, {state}</source>
        <translation>{card}, {state}</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>You and your partner, sitting opposite you, play against the other team. Bid, name trump, and win the tricks that hold the point cards. The first team to reach the target score wins.</source>
        <translation>Du spielst mit deinem Partner, der dir gegenübersitzt, gegen das andere Team. Biete, sage Trumpf an und gewinne die Stiche mit den Punktkarten. Das Team, das zuerst die Zielpunktzahl erreicht, gewinnt.</translation>
    </message>
    <message>
        <source>When it is your turn, bid the number of points your team will make, or pass. With the keyboard, a digit bids (0 is 10) and P passes. The highest bidder is the pitcher and names trump: S, H, D or C.</source>
        <translation>Wenn du dran bist, bietest du die Zahl der Punkte, die dein Team holen wird, oder du passt. Auf der Tastatur bietet eine Ziffer (0 steht für 10), P passt. Wer am höchsten bietet, ist der Pitcher und sagt Trumpf an: S, H, D oder C (Pik, Herz, Karo, Kreuz).</translation>
    </message>
    <message>
        <source>Trump and the widow</source>
        <translation>Trumpf und Witwe</translation>
    </message>
    <message>
        <source>Trump is the named suit, the other jack of the same colour (the off-jack) and both jokers. Then you may exchange cards with the widow and discard down to 6: click cards, or move with Left and Right and press Space, then confirm with Ctrl+Enter. Escape clears your choice.</source>
        <translation>Zum Trumpf gehören die angesagte Farbe, der Nebenbube (der andere Bube in derselben Farbe Rot bzw. Schwarz) und beide Joker. Dann darfst du Karten mit der Witwe tauschen und auf 6 abwerfen: Klicke Karten an oder wechsle mit den Pfeiltasten ← und → und drücke die Leertaste; bestätige dann mit Strg+Eingabetaste. Esc hebt deine Auswahl auf.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>On your turn the cards you may play stand up and the others are darkened. Click one, or move to it with Left and Right and press Enter. The highest trump wins the trick, otherwise the highest card of the suit led.</source>
        <translation>Wenn du dran bist, stehen die spielbaren Karten hoch, die anderen sind abgedunkelt. Klicke eine an oder gehe mit den Pfeiltasten ← und → zu ihr und drücke die Eingabetaste. Den Stich gewinnt der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>High, Low, Jack, Off-jack, the two jokers and Game are worth a point each. If the pitcher&apos;s team makes less than its bid, it loses the bid. Help &gt; Rules (F1) has the whole rules, and Game &gt; Hint (Ctrl+H) suggests a move.</source>
        <translation>Hoch, Tief, Bube, Nebenbube, die beiden Joker und Spiel bringen je einen Punkt. Holt das Team des Pitchers weniger als sein Gebot, verliert es so viele Punkte, wie es geboten hat. Unter Hilfe &gt; Spielregeln (F1) stehen alle Regeln, und Spiel &gt; Tipp (Strg+H) schlägt einen Zug vor.</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Spielend lernen</translation>
    </message>
    <message>
        <source>Help &gt; Learn to play (Ctrl+F2) deals a first hand and plays it with you, saying at each of your turns what to do and why. Open it now or at any time.</source>
        <translation>Hilfe &gt; Spielen lernen (Strg+F2) teilt eine erste Runde aus und spielt sie mit dir: Bei jedem deiner Züge erfährst du, was zu tun ist und warum. Öffne die Lektion jetzt oder jederzeit später.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>{n} of {count}</source>
        <translation>{n} von {count}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Last trick: taken by {seat}</source>
        <translation>Letzter Stich: genommen von {seat}</translation>
    </message>
    <message>
        <source>Reviewing… %v of %m decisions</source>
        <translation>Analyse … %v von %m Entscheidungen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The computers&apos; reasons are being worked out.</source>
        <translation>Die Gründe der Computer werden ermittelt.</translation>
    </message>
    <message>
        <source>The computers&apos; reasons could not be worked out: {e}</source>
        <translation>Die Gründe der Computer konnten nicht ermittelt werden: {e}</translation>
    </message>
    <message>
        <source>Working out the computers&apos; reasons was cancelled.</source>
        <translation>Das Ermitteln der Gründe der Computer wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Why each computer bid, named trump and kept its cards, as it saw the hand then.</source>
        <translation>Warum jeder Computer so geboten, Trumpf angesagt und seine Karten behalten hat, so wie er das Spiel damals sah.</translation>
    </message>
    <message>
        <source>No computer made a bid, trump, exchange or discard in this hand.</source>
        <translation>Kein Computer hat in diesem Spiel geboten, Trumpf angesagt, getauscht oder abgeworfen.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions in this hand cost {cost} points; {mistakes}.</source>
        <translation>Deine Entscheidungen in dieser Runde kosteten {cost} Punkte; {mistakes}.</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions cost {cost} points in %n hands; {mistakes}.</source>
        <translation>
            <numerusform>Deine Entscheidungen kosteten {cost} Punkte in %n Runde; {mistakes}.</numerusform>
            <numerusform>Deine Entscheidungen kosteten {cost} Punkte in %n Runden; {mistakes}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions are being reviewed.</source>
        <translation>Deine Entscheidungen werden analysiert.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The review could not be made: {e}</source>
        <translation>Die Analyse war nicht möglich: {e}</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Die Analyse wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Total cost of your decisions: {cost} points; mistakes: {n}</source>
        <translation>Kosten deiner Entscheidungen insgesamt: {cost} Punkte; Fehler: {n}</translation>
    </message>
    <message>
        <source>You made no decision in this hand.</source>
        <translation>Du hast in dieser Runde nichts entschieden.</translation>
    </message>
    <message>
        <source>A choice&apos;s value: the search plays the hand out after it on many deals of the cards you could not see, and averages the points your team scores in this hand minus the others&apos;. Only the difference counts: the best choice&apos;s value minus yours is what your choice cost.</source>
        <translation>Der Wert einer Wahl: Die Suche spielt die Runde danach auf vielen Verteilungen der Karten zu Ende, die du nicht sehen konntest, und mittelt die Punkte deines Teams in dieser Runde abzüglich der Punkte der anderen. Es zählt nur der Unterschied: Der Wert der besten Wahl minus deinem ist, was deine Wahl gekostet hat.</translation>
    </message>
    <message>
        <source>the best choice</source>
        <translation>die beste Wahl</translation>
    </message>
    <message>
        <source>costs {cost} points against the best</source>
        <translation>kostet {cost} Punkte gegenüber der besten Wahl</translation>
    </message>
    <message>
        <source>You: {action}, {worth}</source>
        <translation>Du: {action}, {worth}</translation>
    </message>
    <message>
        <source>Best: {action}</source>
        <translation>Am besten: {action}</translation>
    </message>
    <message>
        <source>In points for your team in this hand, against the others: yours {chosen}, the best {best}.</source>
        <translation>In Punkten für dein Team in dieser Runde, gegenüber den anderen: deine Wahl {chosen}, die beste {best}.</translation>
    </message>
    <message>
        <source>Worth {chosen} points for your team in this hand, against the others.</source>
        <translation>Wert: {chosen} Punkte für dein Team in dieser Runde, gegenüber den anderen.</translation>
    </message>
    <message>
        <source>A mistake.</source>
        <translation>Ein Fehler.</translation>
    </message>
    <message>
        <source>Yours: {why}</source>
        <translation>Dein Zug: {why}</translation>
    </message>
    <message>
        <source>Best: {why}</source>
        <translation>Am besten: {why}</translation>
    </message>
    <message>
        <source>With all cards known, the best was {action}.</source>
        <translation>Mit allen Karten offen wäre {action} am besten gewesen.</translation>
    </message>
    <message>
        <source>With all cards known, the best was {action}; yours cost {cost} points against it.</source>
        <translation>Mit allen Karten offen wäre {action} am besten gewesen; deine Wahl kostete {cost} Punkte dagegen.</translation>
    </message>
    <message>
        <source>it is your only card</source>
        <translation>das ist deine einzige Karte</translation>
    </message>
    <message>
        <source>no trump still out can beat it</source>
        <translation>kein noch ausstehender Trumpf kann sie schlagen</translation>
    </message>
    <message>
        <source>it is the highest card of its suit still out</source>
        <translation>sie ist die höchste noch ausstehende Karte ihrer Farbe</translation>
    </message>
    <message>
        <source>no other trump is still out</source>
        <translation>kein anderer Trumpf steht noch aus</translation>
    </message>
    <message>
        <source>playing the ace of trump wins High</source>
        <translation>wer das Trumpf-Ass spielt, gewinnt Hoch</translation>
    </message>
    <message>
        <source>playing the two of trump wins Low</source>
        <translation>wer die Trumpf-Zwei spielt, gewinnt Tief</translation>
    </message>
    <message>
        <source>it is the cheapest card that does this</source>
        <translation>keine Karte tut das billiger</translation>
    </message>
    <message>
        <source>it takes the trick</source>
        <translation>damit nimmst du den Stich</translation>
    </message>
    <message>
        <source>a seat after you may still beat your partner&apos;s card</source>
        <translation>ein Spieler nach dir kann die Karte deines Partners noch schlagen</translation>
    </message>
    <message>
        <source>your partner&apos;s card would have held the trick</source>
        <translation>die Karte deines Partners hätte den Stich gehalten</translation>
    </message>
    <message>
        <source>no card still out can beat it</source>
        <translation>keine noch ausstehende Karte kann sie schlagen</translation>
    </message>
    <message>
        <source>a seat after you may still beat it</source>
        <translation>ein Spieler nach dir kann sie noch schlagen</translation>
    </message>
    <message>
        <source>no card of yours can take this trick</source>
        <translation>keine deiner Karten kann diesen Stich nehmen</translation>
    </message>
    <message>
        <source>it keeps every card</source>
        <translation>alle Karten behalten</translation>
    </message>
    <message numerus="yes">
        <source>%n higher card(s) of its suit still out</source>
        <translation>
            <numerusform>%n höhere Karte ihrer Farbe steht noch aus</numerusform>
            <numerusform>%n höhere Karten ihrer Farbe stehen noch aus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the others must follow with trumps: %n still out</source>
        <translation>
            <numerusform>die anderen müssen Trumpf zugeben: %n steht noch aus</numerusform>
            <numerusform>die anderen müssen Trumpf zugeben: %n stehen noch aus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game</source>
        <translation>
            <numerusform>im Stich liegt %n Zählpunkt für das Spiel</numerusform>
            <numerusform>im Stich liegen %n Zählpunkte für das Spiel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it adds %n card points toward Game to your partner&apos;s trick</source>
        <translation>
            <numerusform>damit gibst du dem Stich deines Partners %n Zählpunkt für das Spiel</numerusform>
            <numerusform>damit gibst du dem Stich deines Partners %n Zählpunkte für das Spiel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game for the other side</source>
        <translation>
            <numerusform>im Stich liegt %n Zählpunkt für das Spiel der Gegner</numerusform>
            <numerusform>im Stich liegen %n Zählpunkte für das Spiel der Gegner</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new card(s) come from the widow</source>
        <translation>
            <numerusform>%n neue Karte kommt aus der Witwe</numerusform>
            <numerusform>%n neue Karten kommen aus der Witwe</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: {why}</source>
        <translation>{move}: {why}</translation>
    </message>
    <message>
        <source>it is the lowest card that takes it</source>
        <translation>keine niedrigere Karte nimmt ihn</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <source>Name {suit} as trump</source>
        <translation>{suit} als Trumpf ansagen</translation>
    </message>
    <message>
        <source>Exchange nothing</source>
        <translation>Nichts tauschen</translation>
    </message>
    <message>
        <source>Exchange {cards}</source>
        <translation>{cards} tauschen</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>{cards} abwerfen</translation>
    </message>
    <message>
        <source>bid {n}</source>
        <translation>{n} bieten</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>the lead of trick {n}</source>
        <translation>das Ausspiel zu Stich {n}</translation>
    </message>
    <message>
        <source>the lead of trick {n} ({card})</source>
        <translation>das Ausspiel zu Stich {n} ({card})</translation>
    </message>
    <message>
        <source>your card on {trick} in trick {n}</source>
        <translation>deine Karte auf {trick} in Stich {n}</translation>
    </message>
    <message>
        <source>{card} on {trick} in trick {n}</source>
        <translation>{card} auf {trick} in Stich {n}</translation>
    </message>
    <message>
        <source>the bid</source>
        <translation>das Gebot</translation>
    </message>
    <message>
        <source>the trump</source>
        <translation>die Trumpfwahl</translation>
    </message>
    <message>
        <source>the exchange</source>
        <translation>der Tausch</translation>
    </message>
    <message>
        <source>the discard</source>
        <translation>der Abwurf</translation>
    </message>
    <message>
        <source>Game of {day}, hand {n}: {decision}</source>
        <translation>Partie vom {day}, Runde {n}: {decision}</translation>
    </message>
    <message>
        <source>trump {suit}</source>
        <translation>Trumpf {suit}</translation>
    </message>
    <message>
        <source>exchange {cards}</source>
        <translation>Tausch {cards}</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>Abwurf {cards}</translation>
    </message>
    <message>
        <source>{chance}%</source>
        <extracomment>A chance in percent; the space and the sign as your language writes them</extracomment>
        <translation>{chance}&#xa0;%</translation>
    </message>
    <message>
        <source>Your team&apos;s chance to win the game, from the score: {chance}</source>
        <translation>Chance deines Teams auf den Partiesieg nach dem Punktestand: {chance}</translation>
    </message>
    <message>
        <source>You hold the bid at {bid}: your team&apos;s chance to win the game is {made} if you make it, {set} if you are set.</source>
        <translation>Du hältst das Höchstgebot von {bid}: Die Chance deines Teams auf den Partiesieg liegt bei {made}, wenn du es erfüllst, und bei {set}, wenn du scheiterst.</translation>
    </message>
    <message>
        <source>{seat} holds the bid at {bid}: your team&apos;s chance to win the game is {made} if the bid is made, {set} if it is set.</source>
        <translation>{seat} hält das Höchstgebot von {bid}: Die Chance deines Teams auf den Partiesieg liegt bei {made}, wenn das Gebot erfüllt wird, und bei {set}, wenn es scheitert.</translation>
    </message>
    <message>
        <source>If you bid</source>
        <translation>Dein Gebot</translation>
    </message>
    <message>
        <source>Chance to make it</source>
        <translation>Chance, es zu erfüllen</translation>
    </message>
    <message>
        <source>Chance to win the game</source>
        <translation>Chance auf den Partiesieg</translation>
    </message>
    <message>
        <source>Chance to make it: the cards you cannot see were dealt at random many times and each bid was played out by the computers; of the deals in which your team won the bidding with that bid, the share in which it made it.</source>
        <translation>Chance, es zu erfüllen: Die Karten, die du nicht siehst, wurden viele Male zufällig verteilt, und die Computer haben jedes Gebot ausgespielt; von den Verteilungen, in denen dein Team mit diesem Gebot das Bieten gewann, der Anteil, in dem es das Gebot erfüllte.</translation>
    </message>
    <message>
        <source>Chance to win the game: the chance to make it times your team&apos;s chance to win the game once the bid is made, plus the chance to be set times its chance once set, each from the score those deals left.</source>
        <translation>Chance auf den Partiesieg: die Chance, es zu erfüllen, mal die Chance deines Teams auf den Partiesieg nach erfülltem Gebot, plus die Chance zu scheitern mal seine Chance nach gescheitertem Gebot, jeweils nach dem Punktestand, den diese Verteilungen hinterließen.</translation>
    </message>
    <message>
        <source>Working out each bid&apos;s chances…</source>
        <translation>Die Chancen jedes Gebots werden berechnet…</translation>
    </message>
    <message>
        <source>Deals tried: {deals}</source>
        <translation>Ausprobierte Verteilungen: {deals}</translation>
    </message>
    <message>
        <source>Bid {bid}: your team never won the bidding with it in these deals.</source>
        <translation>Gebot {bid}: Damit hat dein Team in diesen Verteilungen nie das Bieten gewonnen.</translation>
    </message>
    <message>
        <source>Bid {bid}: your team won the bidding in {won} of the deals and made it in {make} of those; the chance to win the game is {made} if made, {set} if set.</source>
        <translation>Gebot {bid}: Dein Team gewann das Bieten in {won} der Verteilungen und erfüllte das Gebot in {make} davon; die Chance auf den Partiesieg liegt bei {made}, wenn es erfüllt wird, und bei {set}, wenn es scheitert.</translation>
    </message>
    <message>
        <source>From the score: how often a team with this score went on to win in many games the computers played against each other, whatever the cards of this hand. If made or set: the same, from the score the hand would leave.</source>
        <translation>Nach dem Punktestand: wie oft ein Team mit diesem Stand in vielen Partien, die die Computer gegeneinander spielten, am Ende gewann, gleich welche Karten diese Runde bringt. Wenn erfüllt oder gescheitert: dasselbe, nach dem Punktestand, den die Runde hinterließe.</translation>
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
        <translation>Partie vorbei: Dein Team hat gewonnen. Endstand: {scores}</translation>
    </message>
    <message>
        <source>Game over: the other team won. Final score: {scores}</source>
        <translation>Partie vorbei: Das andere Team hat gewonnen. Endstand: {scores}</translation>
    </message>
    <message>
        <source>Game over: {team} won. Final score: {scores}</source>
        <translation>Partie vorbei: Das Team {team} hat gewonnen. Endstand: {scores}</translation>
    </message>
    <message>
        <source>it takes the {points}</source>
        <translation>damit gewinnst du: {points}</translation>
    </message>
    <message>
        <source>it puts the {points} at risk</source>
        <translation>damit riskierst du: {points}</translation>
    </message>
    <message>
        <source>it gives your partner&apos;s trick the {points}</source>
        <translation>damit gibst du dem Stich deines Partners: {points}</translation>
    </message>
    <message>
        <source>the trick holds the {points} for the other side</source>
        <translation>im Stich liegt für die Gegner: {points}</translation>
    </message>
    <message>
        <source>{card} would do the same for less</source>
        <translation>{card} täte dasselbe billiger</translation>
    </message>
    <message>
        <source>{card} would take it too</source>
        <translation>{card} würde ihn auch nehmen</translation>
    </message>
    <message>
        <source>it takes the trick over your partner&apos;s {card}</source>
        <translation>damit nimmst du deinem Partner den Stich ab ({card})</translation>
    </message>
    <message>
        <source>your partner&apos;s {card} holds the trick</source>
        <translation>die Karte deines Partners ({card}) hält den Stich</translation>
    </message>
    <message>
        <source>it lets the trick go, though {cards} would take it</source>
        <translation>damit lässt du den Stich ziehen, obwohl du ihn mit {cards} nehmen könntest</translation>
    </message>
    <message>
        <source>everyone else passed, so the dealer must bid {bid}</source>
        <translation>alle anderen haben gepasst, also muss der Geber {bid} bieten</translation>
    </message>
    <message>
        <source>your partner holds the bid at {bid}</source>
        <translation>dein Partner hält das Gebot bei {bid}</translation>
    </message>
    <message>
        <source>your side makes its bid of {bid} in {chance}% of the simulated deals</source>
        <translation>deine Seite erfüllt ihr Gebot von {bid} in {chance} % der simulierten Verteilungen</translation>
    </message>
    <message>
        <source>a bid of {bid} is made in {chance}% of the simulated deals</source>
        <translation>ein Gebot von {bid} wird in {chance} % der simulierten Verteilungen erfüllt</translation>
    </message>
    <message>
        <source>another side outbids yours in {share}% of them</source>
        <translation>in {share} % davon bietet eine andere Seite mehr</translation>
    </message>
    <message>
        <source>the pitcher is set in {chance}% of the simulated deals</source>
        <translation>der Pitcher scheitert in {chance} % der simulierten Verteilungen</translation>
    </message>
    <message>
        <source>with {suit} as trump you would hold no trump</source>
        <translation>mit {suit} als Trumpf hättest du keinen Trumpf</translation>
    </message>
    <message>
        <source>with {suit} as trump you would hold {cards}</source>
        <translation>mit {suit} als Trumpf hättest du {cards}</translation>
    </message>
    <message>
        <source>when your side wins the bidding it makes {bid} in {chance}% of the simulated deals</source>
        <translation>wenn deine Seite das Bieten gewinnt, erfüllt sie {bid} in {chance} % der simulierten Verteilungen</translation>
    </message>
    <message>
        <source>when your side wins the bidding and names {suit} it makes {bid} in {chance}% of the simulated deals</source>
        <translation>wenn deine Seite das Bieten gewinnt und {suit} ansagt, erfüllt sie {bid} in {chance} % der simulierten Verteilungen</translation>
    </message>
    <message>
        <source>it lets the trumps {cards} go</source>
        <translation>abgegebene Trümpfe: {cards}</translation>
    </message>
    <message>
        <source>it keeps all the trumps: {cards}</source>
        <translation>alle Trümpfe behalten: {cards}</translation>
    </message>
    <message>
        <source>it keeps the trumps {cards}</source>
        <translation>behaltene Trümpfe: {cards}</translation>
    </message>
    <message>
        <source>the trumps fill the hand, so {cards} must go</source>
        <translation>die Trümpfe füllen die Hand, also muss weg: {cards}</translation>
    </message>
    <message>
        <source>it lets {cards} go but keeps the lower {kept}</source>
        <translation>abgegeben: {cards}, behalten aber die niedrigeren {kept}</translation>
    </message>
    <message>
        <source>it lets {cards} go</source>
        <translation>abgegeben: {cards}</translation>
    </message>
    <message>
        <source>besides trumps it keeps {cards}</source>
        <translation>außer Trümpfen behalten: {cards}</translation>
    </message>
    <message>
        <source>it keeps {keep} and lets {let_go} go instead</source>
        <translation>stattdessen behalten: {keep}, abgegeben: {let_go}</translation>
    </message>
    <message>
        <source>it keeps {keep} as well</source>
        <translation>zusätzlich behalten: {keep}</translation>
    </message>
    <message>
        <source>it lets {let_go} go as well</source>
        <translation>zusätzlich abgegeben: {let_go}</translation>
    </message>
    <message>
        <source>better keep {keep} and let {let_go} go</source>
        <translation>besser {keep} behalten und {let_go} abgeben</translation>
    </message>
    <message>
        <source>better keep {keep} as well</source>
        <translation>besser auch {keep} behalten</translation>
    </message>
    <message>
        <source>better let {let_go} go as well</source>
        <translation>besser auch {let_go} abgeben</translation>
    </message>
    <message>
        <source>the search values it {points} points above {other}</source>
        <translation>die Suche bewertet das {points} Punkte höher als {other}</translation>
    </message>
    <message>
        <source>{other} is worth about the same</source>
        <translation>{other} ist etwa gleich viel wert</translation>
    </message>
    <message>
        <source>it gives away about {points} points against {other}</source>
        <translation>das verschenkt etwa {points} Punkte gegenüber {other}</translation>
    </message>
    <message>
        <source>hand {n}, {scores}</source>
        <translation>Runde {n}, {scores}</translation>
    </message>
    <message>
        <source>Abandon the game in progress ({game})?</source>
        <translation>Die laufende Partie ({game}) aufgeben?</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Partie aufgeben?</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Pitcher</source>
        <translation>Pitcher</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abwurf</translation>
    </message>
    <message>
        <source>Card play</source>
        <translation>Stichspiel</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>in {n} minutes</source>
        <translation>in {n} Minuten</translation>
    </message>
    <message>
        <source>in {n} hours</source>
        <translation>in {n} Stunden</translation>
    </message>
    <message>
        <source>in {n} days</source>
        <translation>in {n} Tagen</translation>
    </message>
    <message>
        <source>{phase}, hand {hand} of a game of {when}: your choice gave away {cost} points. What is best here?</source>
        <translation>{phase}, Runde {hand} einer Partie vom {when}: Deine Wahl hat {cost} Punkte verschenkt. Was ist hier am besten?</translation>
    </message>
    <message>
        <source>({n} more after this one)</source>
        <translation>(danach noch {n})</translation>
    </message>
    <message numerus="yes">
        <source>Each decision of yours that the review found costing {cost} points or more is a drill: its position comes back on a table of its own. Answered right %n times in a row, a drill retires; missed, it comes back sooner.</source>
        <translation>
            <numerusform>Jede deiner Entscheidungen, die laut Analyse {cost} Punkte oder mehr kostet, wird zur Aufgabe: Dieselbe Stellung kommt auf einem eigenen Tisch wieder. %n-mal hintereinander richtig beantwortet, hat eine Aufgabe ausgedient; falsch beantwortet, kommt sie früher wieder.</numerusform>
            <numerusform>Jede deiner Entscheidungen, die laut Analyse {cost} Punkte oder mehr kostet, wird zur Aufgabe: Dieselbe Stellung kommt auf einem eigenen Tisch wieder. %n-mal hintereinander richtig beantwortet, hat eine Aufgabe ausgedient; falsch beantwortet, kommt sie früher wieder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Fällig</translation>
    </message>
    <message>
        <source>{n} damaged drills were left out.</source>
        <translation>{n} beschädigte Aufgaben wurden ausgelassen.</translation>
    </message>
    <message>
        <source>Practise the due drills ({n})</source>
        <translation>Fällige Aufgaben üben ({n})</translation>
    </message>
    <message>
        <source>Practise the chosen drill</source>
        <translation>Gewählte Aufgabe üben</translation>
    </message>
    <message>
        <source>No drills yet: they come from the reviews of the hands you play.</source>
        <translation>Noch keine Aufgaben: Aufgaben entstehen aus den Analysen der Runden, die du spielst.</translation>
    </message>
    <message>
        <source>This hand&apos;s points → the total</source>
        <translation>Punkte dieser Runde → Summe</translation>
    </message>
    <message>
        <source>{team}: {points} this hand, {total} in all</source>
        <translation>{team}: {points} in dieser Runde, {total} insgesamt</translation>
    </message>
    <message>
        <source>No hand has been scored yet in this game.</source>
        <translation>In dieser Partie wurde noch keine Runde gewertet.</translation>
    </message>
    <message>
        <source>{step}: {reason}</source>
        <translation>{step}: {reason}</translation>
    </message>
    <message>
        <source>{field}, trick {trick}, {seat}</source>
        <extracomment>Where a hand record goes wrong: &quot;plays[3], trick 1, West&quot;</extracomment>
        <translation>{field}, Stich {trick}, {seat}</translation>
    </message>
    <message>
        <source>{field}, {seat}</source>
        <extracomment>Where a hand record goes wrong: &quot;bids[2], North&quot;</extracomment>
        <translation>{field}, {seat}</translation>
    </message>
    <message>
        <source>not this seat&apos;s turn: {seat} must act first</source>
        <translation>dieser Platz ist nicht an der Reihe: zuerst ist {seat} dran</translation>
    </message>
    <message>
        <source>{card} is not in this seat&apos;s hand</source>
        <translation>{card} ist nicht in der Hand dieses Platzes</translation>
    </message>
    <message numerus="yes">
        <source>at most %n card(s) may be exchanged</source>
        <translation>
            <numerusform>höchstens %n Karte darf getauscht werden</numerusform>
            <numerusform>höchstens %n Karten dürfen getauscht werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exactly %n card(s) must be discarded</source>
        <translation>
            <numerusform>genau %n Karte muss abgelegt werden</numerusform>
            <numerusform>genau %n Karten müssen abgelegt werden</numerusform>
        </translation>
    </message>
    <message>
        <source>the dealer cannot pass: everyone else passed, so the dealer must bid 2</source>
        <translation>der Geber kann nicht passen: alle anderen haben gepasst, also muss der Geber 2 bieten</translation>
    </message>
    <message>
        <source>{bid} is not legal: a bid must be higher than the standing bid of {high}</source>
        <translation>{bid} ist nicht erlaubt: ein Gebot muss höher sein als das stehende Gebot {high}</translation>
    </message>
    <message>
        <source>the pitcher&apos;s first lead must be a trump</source>
        <translation>das erste Ausspiel des Pitchers muss ein Trumpf sein</translation>
    </message>
    <message>
        <source>this seat holds {suit} and must follow suit</source>
        <translation>dieser Platz hat {suit} und muss Farbe bedienen</translation>
    </message>
    <message>
        <source>this seat holds {suit} and must play {suit} or a trump</source>
        <translation>dieser Platz hat {suit} und muss {suit} oder Trumpf spielen</translation>
    </message>
    <message>
        <source>this seat must play a trump</source>
        <translation>dieser Platz muss Trumpf spielen</translation>
    </message>
    <message>
        <source>{card} is not legal: {why}</source>
        <extracomment>A card refused in a hand record: &quot;9♥ is not legal: this seat holds ♥ …&quot;</extracomment>
        <translation>{card} ist nicht erlaubt: {why}</translation>
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
        <translation>Alle anderen haben gepasst, also muss der Geber bieten.</translation>
    </message>
    <message>
        <source>Chosen at random.</source>
        <translation>Zufällig gewählt.</translation>
    </message>
    <message>
        <source>Its count of sure points covers the bid.</source>
        <translation>Die gezählten sicheren Punkte decken das Gebot.</translation>
    </message>
    <message>
        <source>Its count of sure points does not cover the lowest bid.</source>
        <translation>Die gezählten sicheren Punkte decken nicht einmal das niedrigste Gebot.</translation>
    </message>
    <message>
        <source>Its partner holds the bid.</source>
        <translation>Der Partner hält das Gebot.</translation>
    </message>
    <message>
        <source>The lowest of its best bids: it may still raise, or it speaks last.</source>
        <translation>Das niedrigste der besten Gebote: Es kann noch erhöhen, oder es spricht als Letzter.</translation>
    </message>
    <message>
        <source>The bid worth the most among those it expects to make.</source>
        <translation>Das wertvollste Gebot unter denen, die es zu erfüllen erwartet.</translation>
    </message>
    <message>
        <source>As high as it makes 85% of the time: it speaks only once.</source>
        <translation>So hoch, wie es in 85 % der Fälle erfüllt: Es spricht nur einmal.</translation>
    </message>
    <message>
        <source>To stop the other side from going out, though it may be set.</source>
        <translation>Um die andere Seite am Ausgehen zu hindern, auch wenn es fallen kann.</translation>
    </message>
    <message>
        <source>Passing is worth more than any bid.</source>
        <translation>Passen ist mehr wert als jedes Gebot.</translation>
    </message>
    <message>
        <source>No bid is made often enough (55% of the time).</source>
        <translation>Kein Gebot wird oft genug erfüllt (in 55 % der Fälle).</translation>
    </message>
    <message>
        <source>The suit that counts the most points.</source>
        <translation>Die Farbe, die die meisten Punkte zählt.</translation>
    </message>
    <message>
        <source>The suit with the best result in its simulated deals.</source>
        <translation>Die Farbe mit dem besten Ergebnis in den simulierten Verteilungen.</translation>
    </message>
    <message>
        <source>It keeps its trumps, then its aces, kings and tens.</source>
        <translation>Es behält seine Trümpfe, dann Asse, Könige und Zehnen.</translation>
    </message>
    <message>
        <source>expects {points} points with {suit}</source>
        <translation>erwartet {points} Punkte mit {suit}</translation>
    </message>
    <message>
        <source>{bid} in {chance}%</source>
        <translation>{bid} zu {chance} %</translation>
    </message>
    <message>
        <source>makes {chances}</source>
        <translation>erfüllt {chances}</translation>
    </message>
    <message>
        <source>counted on {cards}</source>
        <translation>zählt auf {cards}</translation>
    </message>
    <message>
        <source>points per suit: {suits}</source>
        <translation>Punkte je Farbe: {suits}</translation>
    </message>
    <message>
        <source>kept {cards}</source>
        <translation>behielt {cards}</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>exchange or discard</source>
        <translation>Tausch oder Abwurf</translation>
    </message>
    <message>
        <source>play</source>
        <translation>Spielen</translation>
    </message>
    <message numerus="yes">
        <source>Cost of your decisions per hand, in points (%n hands reviewed)</source>
        <translation>
            <numerusform>Kosten deiner Entscheidungen pro Runde, in Punkten (%n Runde analysiert)</numerusform>
            <numerusform>Kosten deiner Entscheidungen pro Runde, in Punkten (%n Runden analysiert)</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes per hand: {phases}</source>
        <translation>Fehler pro Runde: {phases}</translation>
    </message>
    <message>
        <source>Cost per hand</source>
        <translation>Kosten pro Runde</translation>
    </message>
    <message>
        <source>Mistakes per hand</source>
        <translation>Fehler pro Runde</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) of yours reviewed so far: the line is drawn once two hands have been reviewed.</source>
        <translation>
            <numerusform>Bisher analysierte Runden von dir: %n. Die Linie erscheint, sobald zwei Runden analysiert sind.</numerusform>
            <numerusform>Bisher analysierte Runden von dir: %n. Die Linie erscheint, sobald zwei Runden analysiert sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>hands reviewed</source>
        <extracomment>The axis of a chart: the number of hands reviewed so far</extracomment>
        <translation>analysierte Runden</translation>
    </message>
    <message>
        <source>average of the last {n} hands</source>
        <extracomment>The axis of a chart: each point is the average of the hands before it</extracomment>
        <translation>Schnitt der letzten {n} Runden</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Gewinnchance</translation>
    </message>
    <message>
        <source>This move gives away about {cost} points; better: {better}</source>
        <translation>Dieser Zug verschenkt etwa {cost} Punkte; besser: {better}</translation>
    </message>
    <message>
        <source>This move gives away about {cost} points ({why}); better: {better}</source>
        <translation>Dieser Zug verschenkt etwa {cost} Punkte ({why}); besser: {better}</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Play anyway</source>
        <translation>Trotzdem spielen</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Neu wählen</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>A first hand, step by step: you sit at the bottom with your partner, North, opposite; West and East play against you.</source>
        <translation>Eine erste Runde, Schritt für Schritt: Du sitzt unten, dein Partner Nord dir gegenüber; West und Ost spielen gegen euch.</translation>
    </message>
    <message>
        <source>Leave the lesson?</source>
        <translation>Lektion verlassen?</translation>
    </message>
    <message>
        <source>The lesson&apos;s hand is not over. Leave it? Help &gt; Learn to play starts it again.</source>
        <translation>Die Hand der Lektion ist noch nicht zu Ende. Verlassen? Hilfe &gt; Spielen lernen beginnt sie von vorn.</translation>
    </message>
    <message>
        <source>Right: that is the search&apos;s best move.</source>
        <translation>Richtig: Das ist der beste Zug der Suche.</translation>
    </message>
    <message>
        <source>Right: that costs only {cost} points against the best. Best: {better}</source>
        <translation>Richtig: Das kostet nur {cost} Punkte gegenüber dem besten Zug. Am besten: {better}</translation>
    </message>
    <message>
        <source>Missed: that gives away about {cost} points. Better: {better}</source>
        <translation>Daneben: Das verschenkt etwa {cost} Punkte. Besser: {better}</translation>
    </message>
    <message>
        <source>{choice} (yours)</source>
        <translation>{choice} (deine Wahl)</translation>
    </message>
    <message>
        <source>Each choice, in points for your team: {choices}</source>
        <translation>Jede Möglichkeit, in Punkten für dein Team: {choices}</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Nächste Aufgabe</translation>
    </message>
    <message>
        <source>This move could not be valued just now: try it again, or go on.</source>
        <translation>Dieser Zug konnte gerade nicht bewertet werden: versuche es noch einmal oder mach weiter.</translation>
    </message>
    <message>
        <source>Bidding again</source>
        <translation>Noch einmal bieten</translation>
    </message>
    <message>
        <source>Naming trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <source>You won the bidding: you are the pitcher. Name trump: that suit, the other jack of the same colour (the off-jack) and both jokers become trumps, and any trump beats every other card.</source>
        <translation>Du hast das Bieten gewonnen: Du bist der Pitcher. Sage Trumpf an: Diese Farbe, der andere Bube derselben Farbe Rot bzw. Schwarz (der Nebenbube) und beide Joker werden Trumpf, und jeder Trumpf schlägt jede andere Karte.</translation>
    </message>
    <message>
        <source>The widow</source>
        <translation>Die Witwe</translation>
    </message>
    <message>
        <source>Down to six</source>
        <translation>Auf sechs abwerfen</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Das Stichspiel</translation>
    </message>
    <message>
        <source>The cards are dealt; the rest is the widow. In turn, each player bids how many of the hand&apos;s points their team will take, or passes; the highest bid names trump.</source>
        <translation>Die Karten sind verteilt; der Rest ist die Witwe. Reihum bietet jeder, wie viele Punkte der Hand sein Team machen wird, oder passt; das höchste Gebot sagt Trumpf an.</translation>
    </message>
    <message>
        <source>Each player may now give up to three cards for as many from the widow, unseen. Click the cards to give, then confirm; Escape clears your choice.</source>
        <translation>Jeder darf jetzt bis zu drei Karten gegen ebenso viele ungesehene aus der Witwe tauschen. Klicke die Karten an, die du abgibst, und bestätige dann; Esc hebt deine Auswahl auf.</translation>
    </message>
    <message>
        <source>Everyone keeps six cards for the play: click the cards to let go, then confirm.</source>
        <translation>Jeder behält sechs Karten für das Spiel: Klicke die Karten an, die du abwirfst, und bestätige dann.</translation>
    </message>
    <message>
        <source>You took the last trick, so you lead: any card. The others follow; a trump led must be answered with a trump by whoever holds one.</source>
        <translation>Du hast den letzten Stich gewonnen, also spielst du aus: eine beliebige Karte. Die anderen folgen; auf ausgespielten Trumpf muss Trumpf geben, wer welchen hat.</translation>
    </message>
    <message>
        <source>Follow the suit led if you can, or play a trump; the highest trump takes the trick, otherwise the highest card of the suit led. The winner leads next.</source>
        <translation>Bediene die ausgespielte Farbe, wenn du kannst, oder spiele Trumpf; der höchste Trumpf nimmt den Stich, sonst die höchste Karte der ausgespielten Farbe. Wer den Stich gewinnt, spielt als Nächster aus.</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Der letzte Stich</translation>
    </message>
    <message>
        <source>The sixth trick is the last: once it is played, the hand is scored.</source>
        <translation>Der sechste Stich ist der letzte: Danach wird die Hand gewertet.</translation>
    </message>
    <message>
        <source>The bidding goes round while anyone bids higher. {seat} holds the bid at {bid}: bid more, or pass.</source>
        <translation>Geboten wird reihum, solange jemand höher bietet. {seat} hält das Gebot mit {bid}: Biete mehr oder passe.</translation>
    </message>
    <message>
        <source>High and Low go to the team that plays the highest and the lowest trump</source>
        <translation>Hoch und Tief bekommt das Team, das den höchsten bzw. den niedrigsten Trumpf spielt</translation>
    </message>
    <message>
        <source>High goes to the team that plays the highest trump, Low to the team that takes the lowest</source>
        <translation>Hoch bekommt das Team, das den höchsten Trumpf spielt, Tief das Team, das den niedrigsten im Stich gewinnt</translation>
    </message>
    <message>
        <source>Game to the team with the most card points in its tricks</source>
        <translation>Spiel das Team mit den meisten Kartenpunkten in seinen Stichen</translation>
    </message>
    <message>
        <source>Game to the team that takes the ten of trump</source>
        <translation>Spiel das Team, das die Trumpf-Zehn gewinnt</translation>
    </message>
    <message>
        <source>the Jack, the Off-jack and each joker to the team that takes it</source>
        <translation>den Buben, den Nebenbuben und jeden Joker das Team, das ihn im Stich gewinnt</translation>
    </message>
    <message>
        <source>the Jack, the Off-jack, each joker and the three of trump (3 points) to the team that takes it</source>
        <translation>den Buben, den Nebenbuben, jeden Joker und die Trumpf-Drei (3 Punkte) das Team, das sie im Stich gewinnt</translation>
    </message>
    <message>
        <source>The pitcher leads the first trick. A point each: {high_low}; {taken}; {game}. Leading trumps draws the others&apos; trumps out.</source>
        <translation>Der Pitcher spielt zum ersten Stich aus. Je einen Punkt: {high_low}; {taken}; {game}. Wer Trumpf ausspielt, zieht den anderen die Trümpfe heraus.</translation>
    </message>
    <message>
        <source>Do: {why}</source>
        <translation>Jetzt: {why}</translation>
    </message>
    <message>
        <source>{move}: what it is worth is being worked out</source>
        <translation>{move}: Was das wert ist, wird gerade berechnet</translation>
    </message>
    <message>
        <source>{move} would do much the same here</source>
        <translation>{move} wäre hier ungefähr dasselbe</translation>
    </message>
    <message>
        <source>Not this one: the lesson follows one recorded hand. {why}.</source>
        <translation>Nicht diesen Zug: Die Lektion folgt einer aufgezeichneten Hand. {why}.</translation>
    </message>
    <message>
        <source>your team</source>
        <translation>dein Team</translation>
    </message>
    <message>
        <source>the other team</source>
        <translation>das andere Team</translation>
    </message>
    <message>
        <source>{point}: {team}, {most} card points against {next}</source>
        <translation>{point}: {team}, {most} Kartenpunkte gegen {next}</translation>
    </message>
    <message>
        <source>{point}: not played, nobody scores it</source>
        <translation>{point}: nicht gespielt, niemand bekommt den Punkt</translation>
    </message>
    <message>
        <source>you</source>
        <translation>dir</translation>
    </message>
    <message>
        <source>{point}: {card}, played by {player}: {team}</source>
        <translation>{point}: {card}, gespielt von {player}: {team}</translation>
    </message>
    <message>
        <source>{point}: {card}, taken by {team}</source>
        <translation>{point}: {card}, geht an {team}</translation>
    </message>
    <message>
        <source>Your team made its bid of {bid}: it scores the {us} points it took, the other team its {them}. Hands go on until a team reaches the target score. You are ready: Game &gt; New game.</source>
        <translation>Dein Team hat sein Gebot von {bid} erfüllt: Es bekommt die {us} Punkte, die es geholt hat, das andere Team seine {them}. Es folgen weitere Runden, bis ein Team die Zielpunktzahl erreicht. Du bist bereit: Spiel &gt; Neue Partie.</translation>
    </message>
    <message>
        <source>Your team was set: it loses {bid} points. The other team scores {them}.</source>
        <translation>Dein Team ist gescheitert: Es verliert {bid} Punkte. Das andere Team bekommt {them}.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>The hand is scored</source>
        <translation>Die Runde ist gewertet</translation>
    </message>
    <message>
        <source>The folder {folder} is a link that leads back to itself: nothing can be kept in it this time.</source>
        <translation>Der Ordner {folder} ist eine Verknüpfung, die auf sich selbst zurückführt: Diesmal kann darin nichts gespeichert werden.</translation>
    </message>
    <message>
        <source>The folder {folder} was a link that leads back to itself: it is kept as {name}, and a new, empty folder is used.</source>
        <translation>Der Ordner {folder} war eine Verknüpfung, die auf sich selbst zurückführt. Die Verknüpfung wird als {name} aufbewahrt, und ein neuer, leerer Ordner wird verwendet.</translation>
    </message>
    <message>
        <source>You bid {bid} and made it.</source>
        <translation>Du hast {bid} geboten und dein Gebot erfüllt.</translation>
    </message>
    <message>
        <source>You bid {bid} and were set.</source>
        <translation>Du hast {bid} geboten und bist gescheitert.</translation>
    </message>
    <message>
        <source>Your partner {seat} bid {bid} and made it.</source>
        <translation>Dein Partner {seat} hat {bid} geboten und das Gebot erfüllt.</translation>
    </message>
    <message>
        <source>Your partner {seat} bid {bid} and was set.</source>
        <translation>Dein Partner {seat} hat {bid} geboten und ist gescheitert.</translation>
    </message>
    <message>
        <source>{seat} bid {bid} and made it.</source>
        <extracomment>An opponent&apos;s bid made: &quot;West bid 5 and made it.&quot;</extracomment>
        <translation>{seat} hat {bid} geboten und das Gebot erfüllt.</translation>
    </message>
    <message>
        <source>{seat} bid {bid} and was set.</source>
        <extracomment>An opponent&apos;s bid set (it failed): &quot;West bid 5 and was set.&quot;</extracomment>
        <translation>{seat} hat {bid} geboten und ist gescheitert.</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
</context>
</TS>
