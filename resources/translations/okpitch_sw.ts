<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>The hand history cannot be written ({reason}).</source>
        <translation>Historia ya raundi haiwezi kuandikwa ({reason}).</translation>
    </message>
    <message>
        <source>The saved game {name} could not be used: {error}.</source>
        <translation>Mchezo uliohifadhiwa {name} haukuweza kutumika: {error}.</translation>
    </message>
    <message>
        <source>It is kept as {name}.</source>
        <translation>Umehifadhiwa kwa jina {name}.</translation>
    </message>
    <message>
        <source>The previous copy of the saved game was used instead.</source>
        <translation>Nakala ya awali ya mchezo uliohifadhiwa imetumika badala yake.</translation>
    </message>
    <message>
        <source>No saved game could be resumed; the game starts normally.</source>
        <translation>Hakuna mchezo uliohifadhiwa ulioweza kuendelezwa; mchezo unaanza kama kawaida.</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}). Play goes on, but this game will not be offered for resume.</source>
        <translation>Mchezo hauwezi kuhifadhiwa katika {folder} ({reason}). Uchezaji unaendelea, lakini mchezo huu hautaweza kuendelezwa baadaye.</translation>
    </message>
    <message>
        <source>The settings could not be read ({error}); the defaults are used.</source>
        <translation>Mipangilio haikuweza kusomwa ({error}); mipangilio ya chaguo-msingi inatumika.</translation>
    </message>
    <message>
        <source>The settings file {name} is damaged; the defaults are used.</source>
        <translation>Faili la mipangilio {name} limeharibika; mipangilio ya chaguo-msingi inatumika.</translation>
    </message>
    <message>
        <source>The settings could not be saved in {folder} ({reason}).</source>
        <translation>Mipangilio haikuweza kuhifadhiwa katika {folder} ({reason}).</translation>
    </message>
    <message>
        <source>it is locked by another program (perhaps another copy of the game)</source>
        <translation>imefungwa na programu nyingine (labda nakala nyingine ya mchezo)</translation>
    </message>
    <message>
        <source>The statistics cannot be kept in {folder} ({reason}).</source>
        <translation>Takwimu haziwezi kuhifadhiwa katika {folder} ({reason}).</translation>
    </message>
    <message>
        <source>The statistics database {name} cannot be used: {problem}.</source>
        <translation>Hifadhidata ya takwimu {name} haiwezi kutumika: {problem}.</translation>
    </message>
    <message>
        <source>It is left as it is.</source>
        <translation>Imeachwa kama ilivyo.</translation>
    </message>
    <message>
        <source>The statistics file {name} cannot be used: {problem}.</source>
        <translation>Faili ya takwimu {name} haiwezi kutumika: {problem}.</translation>
    </message>
    <message>
        <source>The statistics file {name} could not be used ({problem}). It is kept as {kept}; statistics go on in a fresh file.</source>
        <translation>Faili ya takwimu {name} haikuweza kutumika ({problem}). Imehifadhiwa kama {kept}; takwimu zinaendelea katika faili mpya.</translation>
    </message>
    <message>
        <source>The statistics file {name} could not be used ({problem}). It is kept as {kept}.</source>
        <translation>Faili ya takwimu {name} haikuweza kutumika ({problem}). Imehifadhiwa kama {kept}.</translation>
    </message>
    <message>
        <source>The statistics database could not be used ({error}).</source>
        <translation>Hifadhidata ya takwimu haikuweza kutumika ({error}).</translation>
    </message>
    <message>
        <source>The statistics database was damaged ({error}). It is kept as {name}; a fresh one was started.</source>
        <translation>Hifadhidata ya takwimu ilikuwa imeharibika ({error}). Imehifadhiwa kwa jina {name}; hifadhidata mpya imeanzishwa.</translation>
    </message>
    <message>
        <source>The statistics database cannot be used now: {why}. It is left as it is; this session&apos;s statistics go to {name}.</source>
        <translation>Hifadhidata ya takwimu haiwezi kutumika sasa: {why}. Imeachwa kama ilivyo; takwimu za kipindi hiki zinaenda kwenye {name}.</translation>
    </message>
    <message>
        <source>The statistics database cannot be used now: {why}. It is left as it is.</source>
        <translation>Hifadhidata ya takwimu haiwezi kutumika sasa: {why}. Imeachwa kama ilivyo.</translation>
    </message>
    <message>
        <source>This session&apos;s statistics are kept in memory only: they cannot be kept on disk either, so they are lost when the game closes.</source>
        <translation>Takwimu za kipindi hiki ziko kwenye kumbukumbu tu: haziwezi kuhifadhiwa kwenye diski pia, kwa hivyo zitapotea mchezo ukifungwa.</translation>
    </message>
    <message>
        <source>This session&apos;s statistics are kept in {folder} and go into the database when it can be used again.</source>
        <translation>Takwimu za kipindi hiki zimehifadhiwa katika {folder} na zitaingizwa kwenye hifadhidata itakapoweza kutumika tena.</translation>
    </message>
    <message>
        <source>These statistics files are left as they are and not counted:
{files}</source>
        <translation>Faili hizi za takwimu zimeachwa kama zilivyo na hazihesabiwi:
{files}</translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be saved and are lost.</source>
        <translation>
            <numerusform>Seti %n ya takwimu haikuweza kuhifadhiwa na imepotea.</numerusform>
            <numerusform>Seti %n za takwimu hazikuweza kuhifadhiwa na zimepotea.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be written to the database yet. They are kept in {folder} and go into it at the next start that can write it.</source>
        <translation>
            <numerusform>Seti %n ya takwimu bado haijaweza kuandikwa kwenye hifadhidata. Imehifadhiwa katika {folder} na itaingizwa mchezo utakapoanzishwa tena na kuweza kuiandika.</numerusform>
            <numerusform>Seti %n za takwimu bado hazijaweza kuandikwa kwenye hifadhidata. Zimehifadhiwa katika {folder} na zitaingizwa mchezo utakapoanzishwa tena na kuweza kuziandika.</numerusform>
        </translation>
    </message>
    <message>
        <source>This session&apos;s statistics cannot be kept on disk: they are in memory only and are lost when the game closes.</source>
        <translation>Takwimu za kipindi hiki haziwezi kuhifadhiwa kwenye diski: ziko kwenye kumbukumbu tu na zitapotea mchezo ukifungwa.</translation>
    </message>
    <message>
        <source>it stayed locked by another program</source>
        <translation>iliendelea kufungwa na programu nyingine</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}. They are kept in {folder} and go into the statistics as soon as they can be written, at the latest at the next start.</source>
        <translation>Takwimu hazikuweza kuhifadhiwa: {reason}. Zimehifadhiwa katika {folder} na zitaingizwa kwenye takwimu mara zitakapoweza kuandikwa, au mchezo utakapoanzishwa tena.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}, and they cannot be kept on disk either ({why}). They are kept in memory and saved with the next hand if the database can be written again; what is still unsaved when the game closes is lost.</source>
        <translation>Takwimu hazikuweza kuhifadhiwa: {reason}, na haziwezi kuhifadhiwa kwenye diski pia ({why}). Ziko kwenye kumbukumbu na zitahifadhiwa pamoja na raundi inayofuata hifadhidata ikiweza kuandikwa tena; chochote ambacho bado hakijahifadhiwa mchezo ukifungwa kitapotea.</translation>
    </message>
    <message>
        <source>it was written by a newer version of the game (statistics schema {n}; this version reads up to {mine})</source>
        <translation>iliandikwa na toleo jipya zaidi la mchezo (muundo wa takwimu {n}; toleo hili linasoma hadi {mine})</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>diski imejaa</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>faili au folda yake haiwezi kuandikwa</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Cha kufanya</translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation>Kitufe {key}</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Kidokezo</translation>
    </message>
    <message>
        <source>What would a strong player do here? (Ctrl+H)</source>
        <translation>Mchezaji hodari angefanya nini hapa? (Ctrl+H)</translation>
    </message>
    <message>
        <source>Claim the rest</source>
        <translation>Dai zilizobaki</translation>
    </message>
    <message>
        <source>Your team wins every trick left, however the cards lie</source>
        <translation>Timu yako inashinda mizunguko yote iliyobaki, vyovyote karata zilivyo</translation>
    </message>
    <message>
        <source>You are the pitcher: choose trump</source>
        <translation>Wewe ni mshindi wa zabuni: chagua turufu</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Zamu yako: cheza karata</translation>
    </message>
    <message>
        <source>Everyone passed: as dealer you must bid 2</source>
        <translation>Wote wamepita: wewe ni mgawaji, lazima utoe zabuni ya 2</translation>
    </message>
    <message>
        <source>{seat} bid {bid}: bid more or pass</source>
        <translation>{seat} ametoa zabuni ya {bid}: toa zaidi au pita</translation>
    </message>
    <message>
        <source>Your bid: how many points will your team make?</source>
        <translation>Zabuni yako: timu yako itapata pointi ngapi?</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pita</translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation>Zabuni {n}</translation>
    </message>
    <message>
        <source>Choose up to 3 cards to exchange with the widow</source>
        <translation>Chagua hadi karata 3 za kubadilisha na akiba</translation>
    </message>
    <message>
        <source>Keep all my cards</source>
        <translation>Nabaki na karata zangu zote</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n cards</source>
        <translation>
            <numerusform>Badilisha karata %n</numerusform>
            <numerusform>Badilisha karata %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard down to 6 cards</source>
        <translation>Tupa karata hadi zibaki 6</translation>
    </message>
    <message>
        <source>Discard these {n}</source>
        <translation>Tupa karata hizi {n}</translation>
    </message>
    <message>
        <source>Choose {n} more</source>
        <translation>Chagua {n} zaidi</translation>
    </message>
    <message>
        <source>HIGH</source>
        <translation>JUU</translation>
    </message>
    <message>
        <source>LOW</source>
        <translation>CHINI</translation>
    </message>
    <message>
        <source>Your first lead must be a trump.</source>
        <translation>Lazima uanze mzunguko wa kwanza kwa turufu.</translation>
    </message>
    <message>
        <source>You hold {suit}: you must follow suit.</source>
        <translation>Una {suit}: lazima ufuate aina.</translation>
    </message>
    <message>
        <source>You hold {suit}: play {suit} or a trump.</source>
        <translation>Una {suit}: cheza {suit} au turufu.</translation>
    </message>
    <message>
        <source>You must play a trump.</source>
        <translation>Lazima ucheze turufu.</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Kumi</translation>
    </message>
    <message>
        <source>Another copy of the game is running: this one will not save its game, so it cannot be resumed later.</source>
        <translation>Nakala nyingine ya mchezo imefunguliwa: nakala hii haitahifadhi mchezo wake, kwa hiyo hautaweza kuendelezwa baadaye.</translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}): it will not be offered for resume.</source>
        <translation>Mchezo hauwezi kuhifadhiwa katika {folder} ({reason}): hautaweza kuendelezwa baadaye.</translation>
    </message>
    <message>
        <source>You have an unfinished game: hand {n}, scores {scores}. Resume it?</source>
        <translation>Una mchezo ambao haujamalizika: raundi {n}, alama {scores}. Uendelee nao?</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Mchezo ambao haujamalizika</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Endelea</translation>
    </message>
    <message>
        <source>The new rules apply to the next game. Abandon the game in progress ({game}) and start one now?</source>
        <translation>Sheria mpya zinatumika kuanzia mchezo ujao. Uache mchezo unaoendelea ({game}) na uanze mpya sasa?</translation>
    </message>
    <message>
        <source>The lesson cannot be opened: {e}</source>
        <translation>Somo haliwezi kufunguliwa: {e}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Mchezo umekwisha</translation>
    </message>
    <message>
        <source>Your team won the game!</source>
        <translation>Timu yako imeshinda mchezo!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Mchezo umekwisha.</translation>
    </message>
    <message>
        <source>Winner: {team}</source>
        <translation>Mshindi: {team}</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Jedwali la alama</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Raundi ya mwisho</translation>
    </message>
    <message>
        <source>Your statistics</source>
        <translation>Takwimu zako</translation>
    </message>
    <message>
        <source>Your bids this game: {made} made, {set} set</source>
        <translation>Zabuni zako katika mchezo huu: {made} zimefanikiwa, {set} zimeshindwa</translation>
    </message>
    <message>
        <source>Your team&apos;s bids this game: {made} made, {set} set</source>
        <translation>Zabuni za timu yako katika mchezo huu: {made} zimefanikiwa, {set} zimeshindwa</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Mchezo mpya</translation>
    </message>
    <message>
        <source>Games won: {won} of {played} (before this game: {was_won} of {was_played})</source>
        <translation>Michezo iliyoshindwa: {won} kati ya {played} (kabla ya mchezo huu: {was_won} kati ya {was_played})</translation>
    </message>
    <message>
        <source>The game could not be resumed: {e}</source>
        <translation>Mchezo haukuweza kuendelezwa: {e}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Mipangilio</translation>
    </message>
    <message>
        <source>The new rules apply to the next game. Start one now?</source>
        <translation>Sheria mpya zinatumika katika mchezo unaofuata. Uanze mchezo mpya sasa?</translation>
    </message>
    <message>
        <source>This deal cannot be played: {e}</source>
        <translation>Raundi hii haiwezi kuchezwa: {e}</translation>
    </message>
    <message>
        <source>Oklahoma Ten Point Pitch</source>
        <translation>Oklahoma Ten Point Pitch</translation>
    </message>
    <message>
        <source>Hand hist&amp;ory</source>
        <translation>&amp;Historia ya raundi</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historia ya raundi</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Iliyotangulia</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Inayofuata ▶</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Cheza raundi hii tena</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Tathmini</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Hamisha…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Leta…</translation>
    </message>
    <message>
        <source>as</source>
        <extracomment>&quot;Play this deal again as &lt;seat&gt;&quot;: the word before the seat chooser</extracomment>
        <translation>kama</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Leta</translation>
    </message>
    <message>
        <source>This file cannot be used: {e}</source>
        <translation>Faili hili haliwezi kutumika: {e}</translation>
    </message>
    <message>
        <source>Imported: {name}</source>
        <translation>Imeletwa: {name}</translation>
    </message>
    <message>
        <source>This hand cannot be shown: {e}</source>
        <translation>Raundi hii haiwezi kuonyeshwa: {e}</translation>
    </message>
    <message>
        <source>&lt;p&gt;No hand has been kept yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bado hakuna raundi iliyohifadhiwa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>Hamisha raundi</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Kumbukumbu za raundi (*.json)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Hamisha</translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation>Leta raundi</translation>
    </message>
    <message>
        <source>{seat}: pass</source>
        <translation>{seat}: napita</translation>
    </message>
    <message>
        <source>{seat}: bid {bid}</source>
        <translation>{seat}: zabuni {bid}</translation>
    </message>
    <message>
        <source>{seat}: trump {suit}</source>
        <translation>{seat}: turufu {suit}</translation>
    </message>
    <message>
        <source>Trump {suit}</source>
        <translation>Turufu {suit}</translation>
    </message>
    <message>
        <source>{seat} leads: no card is on the table yet.</source>
        <translation>Anayeanza: {seat}; bado hakuna karata mezani.</translation>
    </message>
    <message>
        <source>{seat}: {card}</source>
        <translation>{seat}: {card}</translation>
    </message>
    <message>
        <source>On the table: {cards}. {seat} led.</source>
        <translation>Mezani: {cards}. Aliyeanza: {seat}.</translation>
    </message>
    <message>
        <source>The trick so far</source>
        <translation>Mzunguko hadi sasa</translation>
    </message>
    <message>
        <source>{seat} (lead)</source>
        <translation>{seat} (ameanza)</translation>
    </message>
    <message>
        <source>Trick taken by {seat}</source>
        <translation>Mzunguko umechukuliwa na {seat}</translation>
    </message>
    <message>
        <source>Computers&apos; reasons</source>
        <translation>Sababu za kompyuta</translation>
    </message>
    <message>
        <source>{seat} exchanges {cards}</source>
        <translation>{seat}: karata zilizobadilishwa {cards}</translation>
    </message>
    <message>
        <source>{seat} discards {cards}</source>
        <translation>{seat}: karata zilizotupwa {cards}</translation>
    </message>
    <message>
        <source>Dealer: {seat} · Scores: {scores}</source>
        <translation>Mgawaji: {seat} · Alama: {scores}</translation>
    </message>
    <message>
        <source>Widow: {cards}</source>
        <translation>Akiba: {cards}</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Ugawaji</translation>
    </message>
    <message>
        <source>Bidding and discards</source>
        <translation>Zabuni na karata zilizotupwa</translation>
    </message>
    <message>
        <source>Trick {n}: {cards} → {winner}</source>
        <translation>Mzunguko {n}: {cards} → {winner}</translation>
    </message>
    <message>
        <source>made</source>
        <translation>imefaulu</translation>
    </message>
    <message>
        <source>set</source>
        <translation>imeanguka</translation>
    </message>
    <message>
        <source>Scores: {scores}</source>
        <translation>Alama: {scores}</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Matokeo</translation>
    </message>
    <message>
        <source>Trick {n}</source>
        <translation>Mzunguko {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>raundi {n}</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>Subiri zamu yako</translation>
    </message>
    <message>
        <source>As dealer you must bid 2: press 2</source>
        <translation>Wewe ni mgawaji, lazima utoe zabuni ya 2: bonyeza 2</translation>
    </message>
    <message>
        <source>You cannot bid {n} now: bid {low} or more, or press P to pass</source>
        <translation>Huwezi kutoa zabuni ya {n} sasa: toa {low} au zaidi, au bonyeza P kupita</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Meza ya karata</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Hali</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Mchezo</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Mchezo mpya</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Tendua</translation>
    </message>
    <message>
        <source>&amp;Claim the rest</source>
        <translation>&amp;Dai zilizobaki</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Kidokezo</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Mi&amp;pangilio…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Tak&amp;wimu</translation>
    </message>
    <message>
        <source>&amp;Practice…</source>
        <translation>M&amp;azoezi…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Ondoka</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Mw&amp;onekano</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Kasi ya uhuishaji</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Mzunguko uliopita</translation>
    </message>
    <message>
        <source>Score s&amp;heet</source>
        <translation>&amp;Jedwali la alama</translation>
    </message>
    <message>
        <source>Chance to &amp;win</source>
        <translation>Nafasi ya ku&amp;shinda</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>Sa&amp;uti</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>M&amp;saada</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Sheria</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Jinsi ya kucheza</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Ji&amp;funze kucheza</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Kuhusu</translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation>{seat} anafikiri…</translation>
    </message>
    <message>
        <source>Hint: {text}</source>
        <translation>Kidokezo: {text}</translation>
    </message>
    <message>
        <source>Hand over: {outcome}</source>
        <extracomment>The status line at a hand&apos;s end: &quot;Hand over: You bid 7 and were set.&quot;</extracomment>
        <translation>Raundi imekwisha: {outcome}</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Bado hakuna mzunguko uliochezwa.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Kuhusu</translation>
    </message>
    <message>
        <source>Game point</source>
        <translation>Pointi ya Gemu</translation>
    </message>
    <message>
        <source>Who wins the Game point (R8).</source>
        <translation>Nani anapata Pointi ya Gemu (R8).</translation>
    </message>
    <message>
        <source>Most card points won (A 4, K 3, Q 2, J 1, 10 10)</source>
        <translation>Hesabu kubwa zaidi ya karata zilizochukuliwa (A 4, K 3, Q 2, J 1, 10 10)</translation>
    </message>
    <message>
        <source>The team that wins the 10 of trump</source>
        <translation>Timu inayochukua 10 ya turufu</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Wachezaji wanne</translation>
    </message>
    <message>
        <source>What happens after trump is named with 4 players (R6).</source>
        <translation>Kinachofanyika baada ya kutaja turufu, kwa wachezaji 4 (R6).</translation>
    </message>
    <message>
        <source>Exchange up to 3 cards with the widow, then discard to 6</source>
        <translation>Badilisha hadi karata 3 na akiba, kisha tupa hadi zibaki 6</translation>
    </message>
    <message>
        <source>Everyone discards 3 cards; the widow stays unused</source>
        <translation>Kila mtu anatupa karata 3; akiba haitumiki</translation>
    </message>
    <message>
        <source>Following</source>
        <translation>Kufuata</translation>
    </message>
    <message>
        <source>What you must play to a trick (R7).</source>
        <translation>Unachopaswa kucheza katika mzunguko (R7).</translation>
    </message>
    <message>
        <source>Follow suit or trump; anything when out of the suit</source>
        <translation>Fuata aina au cheza turufu; yoyote ukikosa aina</translation>
    </message>
    <message>
        <source>Follow suit or trump; trump when out of the suit</source>
        <translation>Fuata aina au cheza turufu; turufu ukikosa aina</translation>
    </message>
    <message>
        <source>Follow suit; anything when out of the suit</source>
        <translation>Fuata aina; yoyote ukikosa aina</translation>
    </message>
    <message>
        <source>Low point</source>
        <translation>Pointi ya Chini</translation>
    </message>
    <message>
        <source>Who gets the Low point (R8).</source>
        <translation>Nani anapata Pointi ya Chini (R8).</translation>
    </message>
    <message>
        <source>The team that played the lowest trump</source>
        <translation>Timu iliyocheza turufu ya chini kabisa</translation>
    </message>
    <message>
        <source>The team that won the trick holding it</source>
        <translation>Timu iliyochukua mzunguko wenye turufu hiyo</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Zabuni</translation>
    </message>
    <message>
        <source>How the bidding goes round (R5).</source>
        <translation>Jinsi awamu ya zabuni inavyozunguka (R5).</translation>
    </message>
    <message>
        <source>Round and round until all but one have passed</source>
        <translation>Zabuni inazunguka hadi wote isipokuwa mmoja wamepita</translation>
    </message>
    <message>
        <source>Everyone speaks once, the dealer last</source>
        <translation>Kila mtu anasema mara moja, mgawaji mwisho</translation>
    </message>
    <message>
        <source>Three of trump</source>
        <translation>Tatu ya turufu</translation>
    </message>
    <message>
        <source>The 3 of trump is worth 3 points; bids go up to 10.</source>
        <translation>3 ya turufu ina thamani ya pointi 3; zabuni zinafika hadi 10.</translation>
    </message>
    <message>
        <source>Trump first lead</source>
        <translation>Turufu kwanza</translation>
    </message>
    <message>
        <source>The pitcher must lead trump to the first trick.</source>
        <translation>Mshindi wa zabuni lazima aanze mzunguko wa kwanza kwa turufu.</translation>
    </message>
    <message>
        <source>Red joker high</source>
        <translation>Jokari Mwekundu ni wa juu</translation>
    </message>
    <message>
        <source>Black joker high</source>
        <translation>Jokari Mweusi ni wa juu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Wachezaji</translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation>Wachezaji {n}</translation>
    </message>
    <message>
        <source>High joker</source>
        <translation>Jokari wa juu</translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>An on/off rule option that is off</extracomment>
        <translation>Imezimwa</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Alama za lengo</translation>
    </message>
    <message>
        <source>The options of this game</source>
        <translation>Machaguo ya mchezo huu</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Sheria</translation>
    </message>
    <message>
        <source>The rules cannot be shown: {reason}</source>
        <translation>Sheria haziwezi kuonyeshwa: {reason}</translation>
    </message>
    <message>
        <source>Reinstall the game to read them.</source>
        <translation>Sakinisha mchezo upya ili uzisome.</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>shupaza</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>kopa</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>uru</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>pau</translation>
    </message>
    <message>
        <source>of spades</source>
        <extracomment>The suit as the second part of a card&apos;s name (&quot;Queen&quot; + &quot;of hearts&quot;)</extracomment>
        <translation>ya shupaza</translation>
    </message>
    <message>
        <source>of hearts</source>
        <translation>ya kopa</translation>
    </message>
    <message>
        <source>of diamonds</source>
        <translation>ya uru</translation>
    </message>
    <message>
        <source>of clubs</source>
        <translation>ya pau</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Mbili</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tatu</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Nne</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Tano</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sita</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Saba</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Nane</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Tisa</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jeki</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Malkia</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Mfalme</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>The letter a player writes for a Jack (German: B)</extracomment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>The letter a player writes for a Queen (German: D)</extracomment>
        <translation>Q</translation>
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
        <translation>Jokari Mwekundu</translation>
    </message>
    <message>
        <source>Black joker</source>
        <translation>Jokari Mweusi</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Juu</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Chini</translation>
    </message>
    <message>
        <source>Off-jack</source>
        <translation>Jeki pacha</translation>
    </message>
    <message>
        <source>Low joker</source>
        <translation>Jokari wa chini</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gemu</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Wewe</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Magharibi</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Kaskazini</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Mashariki</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Kaskazini-magharibi</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Kaskazini-mashariki</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Sisi</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Wao</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <extracomment>A team of two named by its players: &quot;West &amp; North-east&quot;</extracomment>
        <translation>{first} na {second}</translation>
    </message>
    <message>
        <source>{rank} {of_suit}</source>
        <extracomment>A card&apos;s full name from &quot;Queen&quot; and &quot;of hearts&quot;; reorder for your language</extracomment>
        <translation>{rank} {of_suit}</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Haraka</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Kawaida</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Polepole</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Nasibu</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Rahisi</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Ngumu</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Mtaalamu</translation>
    </message>
    <message>
        <source>Rule and computer changes apply to the next game.</source>
        <translation>Mabadiliko ya sheria na ya wachezaji wa kompyuta yanatumika katika mchezo unaofuata.</translation>
    </message>
    <message>
        <source>Rules (for the next game)</source>
        <translation>Sheria (kwa mchezo unaofuata)</translation>
    </message>
    <message>
        <source>Which joker ranks above the other (R2).</source>
        <translation>Jokari yupi ni wa juu kuliko mwingine (R2).</translation>
    </message>
    <message>
        <source>Two or three teams of two (R1).</source>
        <translation>Timu mbili au tatu za watu wawili (R1).</translation>
    </message>
    <message>
        <source>The game ends at this (R9).</source>
        <translation>Mchezo unaisha timu ikifikia alama hizi (R9).</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>Wachezaji wa kompyuta</translation>
    </message>
    <message>
        <source>The same level for every computer</source>
        <translation>Kiwango kilekile kwa kompyuta zote</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Kiwango</translation>
    </message>
    <message>
        <source>Show the computers&apos; reasons during play (practice)</source>
        <translation>Onyesha sababu za kompyuta wakati wa mchezo (mazoezi)</translation>
    </message>
    <message>
        <source>They tell what the computers hold; after the hand they are always there.</source>
        <translation>Zinaonyesha kompyuta zimeshika nini; baada ya mkono zinapatikana kila wakati.</translation>
    </message>
    <message>
        <source>Coach: hold a move that costs {cost} points or more (practice)</source>
        <translation>Kocha: simamisha hatua inayogharimu pointi {cost} au zaidi (mazoezi)</translation>
    </message>
    <message>
        <source>Before a costly bid, trump, exchange, discard or card the table says what the search prefers; such games are counted like games with undos.</source>
        <translation>Kabla ya zabuni, turufu, kubadilisha, kutupa au karata yenye gharama, meza inasema utafutaji unapendelea nini; michezo hiyo huhesabiwa kama michezo yenye kurudisha hatua.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Meza</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Kasi ya uhuishaji</translation>
    </message>
    <message>
        <source>The least time a computer&apos;s move takes.</source>
        <translation>Muda wa chini kabisa wa hatua ya kompyuta.</translation>
    </message>
    <message>
        <source>Computer pace</source>
        <translation>Kasi ya kompyuta</translation>
    </message>
    <message>
        <source>How long a finished trick stays in view, at every animation speed.</source>
        <translation>Muda ambao mzunguko uliokamilika unabaki kuonekana, kwa kila kasi ya uhuishaji.</translation>
    </message>
    <message>
        <source>Trick pause</source>
        <translation>Kusimama baada ya mzunguko</translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only legal one</source>
        <translation>Cheza karata yangu yenyewe ikiwa ndiyo pekee inayoruhusiwa</translation>
    </message>
    <message>
        <source>Auto-play</source>
        <translation>Cheza kiotomatiki</translation>
    </message>
    <message>
        <source>Finish the hand by itself when no point can change hands</source>
        <translation>Maliza raundi yenyewe wakati hakuna pointi inayoweza kubadilisha mwenyewe</translation>
    </message>
    <message>
        <source>Settled hands</source>
        <translation>Raundi zilizoamuliwa</translation>
    </message>
    <message>
        <source>Review my hands for the statistics</source>
        <translation>Tathmini raundi zangu kwa takwimu</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Jina lako</translation>
    </message>
    <message>
        <source>Four-colour deck: diamonds blue, clubs green</source>
        <translation>Pakiti ya rangi nne: uru bluu, pau kijani</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karata</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Lugha ya mfumo</translation>
    </message>
    <message>
        <source>A new language shows the next time the game starts.</source>
        <translation>Lugha mpya itaonekana mchezo utakapoanza tena.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lugha</translation>
    </message>
    <message>
        <source>The yardstick: the other levels are measured against it.</source>
        <translation>Kipimo: viwango vingine hupimwa dhidi yake.</translation>
    </message>
    <message numerus="yes">
        <source>Against Easy: %1 points per deal (95% interval %2 to %3), over %n deals</source>
        <extracomment>%1 points per deal more than Easy; %2 and %3 the 95% interval; %n deals played</extracomment>
        <translation>
            <numerusform>Dhidi ya Rahisi: pointi %1 kwa kila raundi (kipindi cha 95% %2 hadi %3), katika raundi %n</numerusform>
            <numerusform>Dhidi ya Rahisi: pointi %1 kwa kila raundi (kipindi cha 95% %2 hadi %3), katika raundi %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} won</source>
        <translation>umeshinda {n}</translation>
    </message>
    <message>
        <source>{n} lost</source>
        <translation>umeshindwa {n}</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Takwimu</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Michezo yako</translation>
    </message>
    <message>
        <source>Count the games in which I undid a move</source>
        <translation>Hesabu michezo ambayo nilitendua hatua</translation>
    </message>
    <message>
        <source>Charts need pyqtgraph, which this build leaves out.</source>
        <translation>Chati zinahitaji pyqtgraph, ambayo haimo katika toleo hili.</translation>
    </message>
    <message>
        <source>Score progression, last game</source>
        <translation>Mwenendo wa alama, mchezo uliopita</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Kiwango cha ushindi kwa muda</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Futa…</translation>
    </message>
    <message>
        <source>Practice…</source>
        <translation>Mazoezi…</translation>
    </message>
    <message>
        <source>The scores of your last game are drawn once a hand has been scored.</source>
        <translation>Mwenendo wa alama za mchezo wako wa mwisho huonyeshwa raundi moja ikishahesabiwa.</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>The axis of a chart: hand number</extracomment>
        <translation>raundi</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished so far: the line is drawn once two games have been finished.</source>
        <translation>
            <numerusform>Michezo iliyokamilika hadi sasa: %n. Mstari huchorwa michezo miwili ikishakamilika.</numerusform>
            <numerusform>Michezo iliyokamilika hadi sasa: %n. Mstari huchorwa michezo miwili ikishakamilika.</numerusform>
        </translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>The axis of a chart: number of games played</extracomment>
        <translation>michezo</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Michezo iliyochezwa</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Michezo uliyoshinda</translation>
    </message>
    <message>
        <source>Unfinished games (not counted)</source>
        <translation>Michezo ambayo haijamalizika (haihesabiwi)</translation>
    </message>
    <message>
        <source>With {n} players</source>
        <translation>Kwa wachezaji {n}</translation>
    </message>
    <message>
        <source>Computers: {level}</source>
        <translation>Kompyuta: {level}</translation>
    </message>
    <message>
        <source>Your bids made / set</source>
        <translation>Zabuni zako: zilizofaulu / zilizoanguka</translation>
    </message>
    <message>
        <source>Your team&apos;s bids made / set</source>
        <translation>Zabuni za timu yako: zilizofaulu / zilizoanguka</translation>
    </message>
    <message>
        <source>{ours} (others: {theirs})</source>
        <translation>{ours} (wengine: {theirs})</translation>
    </message>
    <message>
        <source>Points per hand ({n} hands)</source>
        <translation>Pointi kwa kila raundi (raundi {n})</translation>
    </message>
    <message>
        <source>Points won by category (us / them)</source>
        <translation>Pointi zilizopatikana kwa kategoria (sisi / wao)</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Mfululizo wa sasa</translation>
    </message>
    <message>
        <source>Longest winning / losing streak</source>
        <translation>Mfululizo mrefu zaidi wa ushindi / wa kushindwa</translation>
    </message>
    <message>
        <source>Replayed deals (counted apart)</source>
        <translation>Raundi zilizochezwa tena (zinahesabiwa peke yake)</translation>
    </message>
    <message>
        <source>Damaged rows left out</source>
        <translation>Safu zilizoharibika zilizoachwa</translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s): you beat the computer in your seat in {beat}, tied {tied}, lost {lost}; average {average} points</source>
        <translation>
            <numerusform>Raundi %n: ulishinda kompyuta katika nafasi yako mara {beat}, sare mara {tied}, ulishindwa mara {lost}; wastani wa pointi {average}</numerusform>
            <numerusform>Raundi %n: ulishinda kompyuta katika nafasi yako mara {beat}, sare mara {tied}, ulishindwa mara {lost}; wastani wa pointi {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>{won} won of {played} ({rate})</source>
        <translation>umeshinda {won} kati ya {played} ({rate})</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Futa takwimu</translation>
    </message>
    <message>
        <source>Forget every game and hand in the statistics? This cannot be undone.</source>
        <translation>Futa michezo na raundi zote katika takwimu? Hatua hii haiwezi kutenguliwa.</translation>
    </message>
    <message>
        <source>Hand result</source>
        <translation>Matokeo ya raundi</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>hakuna</translation>
    </message>
    <message>
        <source>(count {counts})</source>
        <translation>(hesabu {counts})</translation>
    </message>
    <message>
        <source>{team}: won {earned}, set: {lost} → {score}</source>
        <translation>{team}: pointi {earned}, imeanguka: {lost} → {score}</translation>
    </message>
    <message>
        <source>{team}: +{earned} → {score}</source>
        <translation>{team}: +{earned} → {score}</translation>
    </message>
    <message>
        <source>You: {you}; the computer in your seat could not play this deal.</source>
        <translation>Wewe: {you}; kompyuta katika nafasi yako haikuweza kucheza raundi hii.</translation>
    </message>
    <message>
        <source>You: {you}; the computer in your seat is playing this deal…</source>
        <translation>Wewe: {you}; kompyuta katika nafasi yako inacheza raundi hii…</translation>
    </message>
    <message>
        <source>You: {you}, the computer in your seat: {computer}</source>
        <translation>Wewe: {you}, kompyuta katika nafasi yako: {computer}</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Raundi inayofuata</translation>
    </message>
    <message>
        <source>D</source>
        <extracomment>The letter on the dealer button (one letter, e.g. German G for Geber)</extracomment>
        <translation>M</translation>
    </message>
    <message numerus="yes">
        <source>{team}: %n tricks</source>
        <extracomment>A team&apos;s pile of won tricks: the team and how many tricks it holds</extracomment>
        <translation>
            <numerusform>{team}: mzunguko %n</numerusform>
            <numerusform>{team}: mizunguko %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Widow</source>
        <translation>Akiba</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>Zilizotupwa</translation>
    </message>
    <message>
        <source>{seat} bid {bid}</source>
        <translation>{seat}: zabuni {bid}</translation>
    </message>
    <message>
        <source>{contract} · trump {suit}</source>
        <translation>{contract} · turufu {suit}</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>Mchezo hadi alama {target}</translation>
    </message>
    <message>
        <source>this hand: count {count}</source>
        <translation>raundi hii: hesabu {count}</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>inaruhusiwa</translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation>haiwezi kuchezwa sasa</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>imechaguliwa</translation>
    </message>
    <message>
        <source>not selected</source>
        <translation>haijachaguliwa</translation>
    </message>
    <message>
        <source>{card}, {state}</source>
        <translation>{card}, {state}</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Karibu</translation>
    </message>
    <message>
        <source>You and your partner, sitting opposite you, play against the other team. Bid, name trump, and win the tricks that hold the point cards. The first team to reach the target score wins.</source>
        <translation>Wewe na mwenzako, anayekaa mkabala nawe, mnacheza dhidi ya timu nyingine. Toa zabuni, taja turufu, na ushinde mizunguko yenye karata za pointi. Timu ya kwanza kufikia alama za lengo inashinda.</translation>
    </message>
    <message>
        <source>When it is your turn, bid the number of points your team will make, or pass. With the keyboard, a digit bids (0 is 10) and P passes. The highest bidder is the pitcher and names trump: S, H, D or C.</source>
        <translation>Zamu yako ikifika, toa zabuni ya idadi ya pointi ambazo timu yako itapata, au pita. Kwa kibodi, tarakimu inatoa zabuni (0 ni 10) na P inapita. Mwenye zabuni ya juu kabisa ndiye mshindi wa zabuni, naye anataja turufu: S (shupaza), H (kopa), D (uru) au C (pau).</translation>
    </message>
    <message>
        <source>Trump and the widow</source>
        <translation>Turufu na akiba</translation>
    </message>
    <message>
        <source>Trump is the named suit, the other jack of the same colour (the off-jack) and both jokers. Then you may exchange cards with the widow and discard down to 6: click cards, or move with Left and Right and press Space, then confirm with Ctrl+Enter. Escape clears your choice.</source>
        <translation>Turufu ni aina iliyotajwa, jeki nyingine ya rangi ileile (jeki pacha) na jokari wote wawili. Kisha unaweza kubadilisha karata na akiba na kutupa hadi zibaki 6: bofya karata, au sogea kwa vitufe vya Left na Right na ubonyeze Space, kisha thibitisha kwa Ctrl+Enter. Escape inafuta chaguo lako.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Uchezaji</translation>
    </message>
    <message>
        <source>On your turn the cards you may play stand up and the others are darkened. Click one, or move to it with Left and Right and press Enter. The highest trump wins the trick, otherwise the highest card of the suit led.</source>
        <translation>Zamu yako ikifika, karata unazoweza kucheza zinainuka na nyingine zinafifia. Bofya mojawapo, au isogelee kwa vitufe vya Left na Right na ubonyeze Enter. Turufu ya juu kabisa inashinda mzunguko; vinginevyo karata ya juu kabisa ya aina iliyoanzwa inashinda.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Kuhesabu pointi</translation>
    </message>
    <message>
        <source>High, Low, Jack, Off-jack, the two jokers and Game are worth a point each. If the pitcher&apos;s team makes less than its bid, it loses the bid. Help &gt; Rules (F1) has the whole rules, and Game &gt; Hint (Ctrl+H) suggests a move.</source>
        <translation>Juu, Chini, Jeki, Jeki pacha, jokari wawili na Gemu zina thamani ya pointi 1 kila moja. Timu ya mshindi wa zabuni ikipata pointi chache kuliko zabuni yake, inapoteza kiasi cha zabuni. Msaada &gt; Sheria (F1) ina sheria zote, na Mchezo &gt; Kidokezo (Ctrl+H) inapendekeza hatua.</translation>
    </message>
    <message>
        <source>Learn by playing</source>
        <translation>Jifunze kwa kucheza</translation>
    </message>
    <message>
        <source>Help &gt; Learn to play (Ctrl+F2) deals a first hand and plays it with you, saying at each of your turns what to do and why. Open it now or at any time.</source>
        <translation>Msaada &gt; Jifunze kucheza (Ctrl+F2) inagawa raundi ya kwanza na kuicheza pamoja nawe, ikikueleza katika kila zamu yako nini cha kufanya na kwa nini. Ifungue sasa au wakati wowote.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jinsi ya kucheza</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Nyuma</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Mbele</translation>
    </message>
    <message>
        <source>{n} of {count}</source>
        <translation>{n} kati ya {count}</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Maliza</translation>
    </message>
    <message>
        <source>Last trick: taken by {seat}</source>
        <translation>Mzunguko uliopita: umechukuliwa na {seat}</translation>
    </message>
    <message>
        <source>Reviewing… %v of %m decisions</source>
        <translation>Inatathmini… maamuzi %v kati ya %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ghairi</translation>
    </message>
    <message>
        <source>The computers&apos; reasons are being worked out.</source>
        <translation>Sababu za kompyuta zinahesabiwa.</translation>
    </message>
    <message>
        <source>The computers&apos; reasons could not be worked out: {e}</source>
        <translation>Sababu za kompyuta hazikuweza kuhesabiwa: {e}</translation>
    </message>
    <message>
        <source>Working out the computers&apos; reasons was cancelled.</source>
        <translation>Kuhesabu sababu za kompyuta kumeghairiwa.</translation>
    </message>
    <message>
        <source>Why each computer bid, named trump and kept its cards, as it saw the hand then.</source>
        <translation>Kwa nini kila kompyuta ilitoa zabuni, ilitaja turufu na ilibaki na karata zake, kama ilivyouona mkono wakati huo.</translation>
    </message>
    <message>
        <source>No computer made a bid, trump, exchange or discard in this hand.</source>
        <translation>Hakuna kompyuta iliyotoa zabuni, kutaja turufu, kubadilisha au kutupa karata katika mkono huu.</translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>kosa %n</numerusform>
            <numerusform>makosa %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions in this hand cost {cost} points; {mistakes}.</source>
        <translation>Maamuzi yako katika raundi hii yamegharimu pointi {cost}; {mistakes}.</translation>
    </message>
    <message numerus="yes">
        <source>Your decisions cost {cost} points in %n hands; {mistakes}.</source>
        <translation>
            <numerusform>Maamuzi yako yamegharimu pointi {cost} katika raundi %n; {mistakes}.</numerusform>
            <numerusform>Maamuzi yako yamegharimu pointi {cost} katika raundi %n; {mistakes}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your decisions are being reviewed.</source>
        <translation>Maamuzi yako yanatathminiwa.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Funga</translation>
    </message>
    <message>
        <source>The review could not be made: {e}</source>
        <translation>Tathmini haikuweza kufanyika: {e}</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Tathmini imeghairiwa.</translation>
    </message>
    <message>
        <source>Total cost of your decisions: {cost} points; mistakes: {n}</source>
        <translation>Gharama ya maamuzi yako yote: pointi {cost}; makosa: {n}</translation>
    </message>
    <message>
        <source>You made no decision in this hand.</source>
        <translation>Hukufanya uamuzi wowote katika raundi hii.</translation>
    </message>
    <message>
        <source>A choice&apos;s value: the search plays the hand out after it on many deals of the cards you could not see, and averages the points your team scores in this hand minus the others&apos;. Only the difference counts: the best choice&apos;s value minus yours is what your choice cost.</source>
        <translation>Thamani ya chaguo: utafutaji unacheza raundi hadi mwisho baada yake, kwenye migawanyo mingi ya karata ambazo hukuweza kuziona, na kuchukua wastani wa pointi za timu yako katika raundi hii ukitoa za wengine. Tofauti pekee ndiyo muhimu: thamani ya chaguo bora ukitoa yako ndiyo gharama ya chaguo lako.</translation>
    </message>
    <message>
        <source>the best choice</source>
        <translation>chaguo bora zaidi</translation>
    </message>
    <message>
        <source>costs {cost} points against the best</source>
        <translation>inagharimu pointi {cost} ukilinganisha na chaguo bora</translation>
    </message>
    <message>
        <source>You: {action}, {worth}</source>
        <translation>Wewe: {action}, {worth}</translation>
    </message>
    <message>
        <source>Best: {action}</source>
        <translation>Bora zaidi: {action}</translation>
    </message>
    <message>
        <source>In points for your team in this hand, against the others: yours {chosen}, the best {best}.</source>
        <translation>Kwa pointi za timu yako katika raundi hii, dhidi ya wengine: chaguo lako {chosen}, bora zaidi {best}.</translation>
    </message>
    <message>
        <source>Worth {chosen} points for your team in this hand, against the others.</source>
        <translation>Thamani: pointi {chosen} kwa timu yako katika raundi hii, dhidi ya wengine.</translation>
    </message>
    <message>
        <source>A mistake.</source>
        <translation>Kosa.</translation>
    </message>
    <message>
        <source>Yours: {why}</source>
        <translation>Hatua yako: {why}</translation>
    </message>
    <message>
        <source>Best: {why}</source>
        <translation>Bora zaidi: {why}</translation>
    </message>
    <message>
        <source>With all cards known, the best was {action}.</source>
        <translation>Karata zote zikijulikana, bora zaidi ilikuwa {action}.</translation>
    </message>
    <message>
        <source>With all cards known, the best was {action}; yours cost {cost} points against it.</source>
        <translation>Karata zote zikijulikana, bora zaidi ilikuwa {action}; chaguo lako liligharimu pointi {cost} ukilinganisha nalo.</translation>
    </message>
    <message>
        <source>it is your only card</source>
        <translation>ni karata yako pekee</translation>
    </message>
    <message>
        <source>no trump still out can beat it</source>
        <translation>hakuna turufu iliyobaki inayoweza kuishinda</translation>
    </message>
    <message>
        <source>it is the highest card of its suit still out</source>
        <translation>ndiyo karata ya juu kabisa iliyobaki ya aina yake</translation>
    </message>
    <message>
        <source>no other trump is still out</source>
        <translation>hakuna turufu nyingine iliyobaki</translation>
    </message>
    <message>
        <source>playing the ace of trump wins High</source>
        <translation>kucheza Ace ya turufu kunashinda Juu</translation>
    </message>
    <message>
        <source>playing the two of trump wins Low</source>
        <translation>kucheza Mbili ya turufu kunashinda Chini</translation>
    </message>
    <message>
        <source>it is the cheapest card that does this</source>
        <translation>ndiyo karata ya bei nafuu zaidi inayofanya hivi</translation>
    </message>
    <message>
        <source>it takes the trick</source>
        <translation>inachukua mzunguko</translation>
    </message>
    <message>
        <source>a seat after you may still beat your partner&apos;s card</source>
        <translation>mchezaji baada yako bado anaweza kushinda karata ya mwenzako</translation>
    </message>
    <message>
        <source>your partner&apos;s card would have held the trick</source>
        <translation>karata ya mwenzako ingeshikilia mzunguko</translation>
    </message>
    <message>
        <source>no card still out can beat it</source>
        <translation>hakuna karata iliyobaki inayoweza kuishinda</translation>
    </message>
    <message>
        <source>a seat after you may still beat it</source>
        <translation>mchezaji baada yako bado anaweza kuishinda</translation>
    </message>
    <message>
        <source>no card of yours can take this trick</source>
        <translation>hakuna karata yako inayoweza kuchukua mzunguko huu</translation>
    </message>
    <message>
        <source>it keeps every card</source>
        <translation>karata zote zinabaki</translation>
    </message>
    <message numerus="yes">
        <source>%n higher card(s) of its suit still out</source>
        <translation>
            <numerusform>karata %n ya juu zaidi ya aina yake bado haijatoka</numerusform>
            <numerusform>karata %n za juu zaidi za aina yake bado hazijatoka</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the others must follow with trumps: %n still out</source>
        <translation>
            <numerusform>wengine lazima wafuate kwa turufu: %n bado haijatoka</numerusform>
            <numerusform>wengine lazima wafuate kwa turufu: %n bado hazijatoka</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game</source>
        <translation>
            <numerusform>mzunguko una pointi %n ya karata kwa Gemu</numerusform>
            <numerusform>mzunguko una pointi %n za karata kwa Gemu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it adds %n card points toward Game to your partner&apos;s trick</source>
        <translation>
            <numerusform>inaongeza pointi %n ya karata kwa Gemu kwenye mzunguko wa mwenzako</numerusform>
            <numerusform>inaongeza pointi %n za karata kwa Gemu kwenye mzunguko wa mwenzako</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game for the other side</source>
        <translation>
            <numerusform>mzunguko una pointi %n ya karata kwa Gemu ya upande mwingine</numerusform>
            <numerusform>mzunguko una pointi %n za karata kwa Gemu ya upande mwingine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new card(s) come from the widow</source>
        <translation>
            <numerusform>karata %n mpya inatoka kwenye akiba</numerusform>
            <numerusform>karata %n mpya zinatoka kwenye akiba</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: {why}</source>
        <translation>{move}: {why}</translation>
    </message>
    <message>
        <source>it is the lowest card that takes it</source>
        <translation>ndiyo karata ya chini kabisa inayouchukua</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Cheza {card}</translation>
    </message>
    <message>
        <source>Name {suit} as trump</source>
        <translation>Taja {suit} kuwa turufu</translation>
    </message>
    <message>
        <source>Exchange nothing</source>
        <translation>Usibadilishe chochote</translation>
    </message>
    <message>
        <source>Exchange {cards}</source>
        <translation>Badilisha {cards}</translation>
    </message>
    <message>
        <source>Discard {cards}</source>
        <translation>Tupa {cards}</translation>
    </message>
    <message>
        <source>bid {n}</source>
        <translation>zabuni {n}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>napita</translation>
    </message>
    <message>
        <source>the lead of trick {n}</source>
        <translation>kuanza mzunguko {n}</translation>
    </message>
    <message>
        <source>the lead of trick {n} ({card})</source>
        <translation>kuanza mzunguko {n} ({card})</translation>
    </message>
    <message>
        <source>your card on {trick} in trick {n}</source>
        <translation>karata yako juu ya {trick} katika mzunguko {n}</translation>
    </message>
    <message>
        <source>{card} on {trick} in trick {n}</source>
        <translation>{card} juu ya {trick} katika mzunguko {n}</translation>
    </message>
    <message>
        <source>the bid</source>
        <translation>zabuni</translation>
    </message>
    <message>
        <source>the trump</source>
        <translation>kuchagua turufu</translation>
    </message>
    <message>
        <source>the exchange</source>
        <translation>kubadilisha</translation>
    </message>
    <message>
        <source>the discard</source>
        <translation>kutupa</translation>
    </message>
    <message>
        <source>Game of {day}, hand {n}: {decision}</source>
        <translation>Mchezo wa {day}, raundi {n}: {decision}</translation>
    </message>
    <message>
        <source>trump {suit}</source>
        <translation>turufu {suit}</translation>
    </message>
    <message>
        <source>exchange {cards}</source>
        <translation>badilisha {cards}</translation>
    </message>
    <message>
        <source>discard {cards}</source>
        <translation>tupa {cards}</translation>
    </message>
    <message>
        <source>{chance}%</source>
        <extracomment>A chance in percent; the space and the sign as your language writes them</extracomment>
        <translation>{chance}%</translation>
    </message>
    <message>
        <source>Your team&apos;s chance to win the game, from the score: {chance}</source>
        <translation>Nafasi ya timu yako kushinda mchezo, kwa alama za sasa: {chance}</translation>
    </message>
    <message>
        <source>You hold the bid at {bid}: your team&apos;s chance to win the game is {made} if you make it, {set} if you are set.</source>
        <translation>Wewe unashikilia zabuni ya {bid}: nafasi ya timu yako kushinda mchezo ni {made} ukifaulu, na {set} ukianguka.</translation>
    </message>
    <message>
        <source>{seat} holds the bid at {bid}: your team&apos;s chance to win the game is {made} if the bid is made, {set} if it is set.</source>
        <translation>{seat} anashikilia zabuni ya {bid}: nafasi ya timu yako kushinda mchezo ni {made} zabuni ikifaulu, na {set} ikianguka.</translation>
    </message>
    <message>
        <source>If you bid</source>
        <translation>Zabuni yako</translation>
    </message>
    <message>
        <source>Chance to make it</source>
        <translation>Nafasi ya kuifaulu</translation>
    </message>
    <message>
        <source>Chance to win the game</source>
        <translation>Nafasi ya kushinda mchezo</translation>
    </message>
    <message>
        <source>Chance to make it: the cards you cannot see were dealt at random many times and each bid was played out by the computers; of the deals in which your team won the bidding with that bid, the share in which it made it.</source>
        <translation>Nafasi ya kuifaulu: karata usizoziona zimegawanywa kwa nasibu mara nyingi na kompyuta zimecheza kila zabuni hadi mwisho; kati ya migawo ambayo timu yako ilishinda zabuni kwa zabuni hiyo, ni sehemu ambayo ilifaulu.</translation>
    </message>
    <message>
        <source>Chance to win the game: the chance to make it times your team&apos;s chance to win the game once the bid is made, plus the chance to be set times its chance once set, each from the score those deals left.</source>
        <translation>Nafasi ya kushinda mchezo: nafasi ya kufaulu mara nafasi ya timu yako kushinda mchezo zabuni ikifaulu, jumlisha nafasi ya kuanguka mara nafasi yake zabuni ikianguka, kila moja kutokana na alama zilizoachwa na migawo hiyo.</translation>
    </message>
    <message>
        <source>Working out each bid&apos;s chances…</source>
        <translation>Inakokotoa nafasi za kila zabuni…</translation>
    </message>
    <message>
        <source>Deals tried: {deals}</source>
        <translation>Migawo iliyojaribiwa: {deals}</translation>
    </message>
    <message>
        <source>Bid {bid}: your team never won the bidding with it in these deals.</source>
        <translation>Zabuni {bid}: kwa zabuni hiyo, timu yako haikushinda zabuni hata mara moja katika migawo hii.</translation>
    </message>
    <message>
        <source>Bid {bid}: your team won the bidding in {won} of the deals and made it in {make} of those; the chance to win the game is {made} if made, {set} if set.</source>
        <translation>Zabuni {bid}: timu yako ilishinda zabuni katika {won} ya migawo na ikaifaulu katika {make} ya migawo hiyo; nafasi ya kushinda mchezo ni {made} ikifaulu, na {set} ikianguka.</translation>
    </message>
    <message>
        <source>From the score: how often a team with this score went on to win in many games the computers played against each other, whatever the cards of this hand. If made or set: the same, from the score the hand would leave.</source>
        <translation>Kwa alama za sasa: ni mara ngapi timu yenye alama hizi ilishinda hatimaye, katika michezo mingi ambayo kompyuta zilicheza zenyewe kwa zenyewe, bila kujali karata za raundi hii. Ikifaulu au ikianguka: vivyo hivyo, kutokana na alama ambazo raundi ingeacha.</translation>
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
        <translation>Mchezo umekwisha: timu yako imeshinda. Alama za mwisho: {scores}</translation>
    </message>
    <message>
        <source>Game over: the other team won. Final score: {scores}</source>
        <translation>Mchezo umekwisha: timu nyingine imeshinda. Alama za mwisho: {scores}</translation>
    </message>
    <message>
        <source>Game over: {team} won. Final score: {scores}</source>
        <translation>Mchezo umekwisha: timu ya {team} imeshinda. Alama za mwisho: {scores}</translation>
    </message>
    <message>
        <source>it takes the {points}</source>
        <translation>inachukua: {points}</translation>
    </message>
    <message>
        <source>it puts the {points} at risk</source>
        <translation>inahatarisha: {points}</translation>
    </message>
    <message>
        <source>it gives your partner&apos;s trick the {points}</source>
        <translation>inaweka kwenye mzunguko wa mwenzako: {points}</translation>
    </message>
    <message>
        <source>the trick holds the {points} for the other side</source>
        <translation>mzunguko una kwa upande mwingine: {points}</translation>
    </message>
    <message>
        <source>{card} would do the same for less</source>
        <translation>{card} ingefanya vivyo hivyo kwa gharama ndogo</translation>
    </message>
    <message>
        <source>{card} would take it too</source>
        <translation>{card} ingeuchukua pia</translation>
    </message>
    <message>
        <source>it takes the trick over your partner&apos;s {card}</source>
        <translation>inachukua mzunguko juu ya {card} ya mwenzako</translation>
    </message>
    <message>
        <source>your partner&apos;s {card} holds the trick</source>
        <translation>{card} ya mwenzako inashikilia mzunguko</translation>
    </message>
    <message>
        <source>it lets the trick go, though {cards} would take it</source>
        <translation>inaacha mzunguko upite, ingawa ungeweza kuuchukua kwa {cards}</translation>
    </message>
    <message>
        <source>everyone else passed, so the dealer must bid {bid}</source>
        <translation>wengine wote wamepita, kwa hiyo mgawaji lazima atoe zabuni ya {bid}</translation>
    </message>
    <message>
        <source>your partner holds the bid at {bid}</source>
        <translation>mwenzako ameshikilia zabuni ya {bid}</translation>
    </message>
    <message>
        <source>your side makes its bid of {bid} in {chance}% of the simulated deals</source>
        <translation>upande wako unafaulu zabuni yake ya {bid} katika {chance}% ya migawo iliyoigwa</translation>
    </message>
    <message>
        <source>a bid of {bid} is made in {chance}% of the simulated deals</source>
        <translation>zabuni ya {bid} inafaulu katika {chance}% ya migawo iliyoigwa</translation>
    </message>
    <message>
        <source>another side outbids yours in {share}% of them</source>
        <translation>katika {share}% yake upande mwingine unatoa zabuni ya juu zaidi</translation>
    </message>
    <message>
        <source>the pitcher is set in {chance}% of the simulated deals</source>
        <translation>mshindi wa zabuni anaanguka katika {chance}% ya migawo iliyoigwa</translation>
    </message>
    <message>
        <source>with {suit} as trump you would hold no trump</source>
        <translation>{suit} ikiwa turufu usingekuwa na turufu yoyote</translation>
    </message>
    <message>
        <source>with {suit} as trump you would hold {cards}</source>
        <translation>{suit} ikiwa turufu ungekuwa na {cards}</translation>
    </message>
    <message>
        <source>when your side wins the bidding it makes {bid} in {chance}% of the simulated deals</source>
        <translation>upande wako ukishinda zabuni, unafaulu {bid} katika {chance}% ya migawo iliyoigwa</translation>
    </message>
    <message>
        <source>when your side wins the bidding and names {suit} it makes {bid} in {chance}% of the simulated deals</source>
        <translation>upande wako ukishinda zabuni na kutaja {suit}, unafaulu {bid} katika {chance}% ya migawo iliyoigwa</translation>
    </message>
    <message>
        <source>it lets the trumps {cards} go</source>
        <translation>turufu zinazoachwa: {cards}</translation>
    </message>
    <message>
        <source>it keeps all the trumps: {cards}</source>
        <translation>turufu zote zinabaki: {cards}</translation>
    </message>
    <message>
        <source>it keeps the trumps {cards}</source>
        <translation>turufu zinazobaki: {cards}</translation>
    </message>
    <message>
        <source>the trumps fill the hand, so {cards} must go</source>
        <translation>turufu zinajaza mkono, kwa hiyo lazima kuacha {cards}</translation>
    </message>
    <message>
        <source>it lets {cards} go but keeps the lower {kept}</source>
        <translation>zinaachwa {cards}, lakini zinabaki za chini zaidi {kept}</translation>
    </message>
    <message>
        <source>it lets {cards} go</source>
        <translation>zinaachwa: {cards}</translation>
    </message>
    <message>
        <source>besides trumps it keeps {cards}</source>
        <translation>mbali na turufu zinabaki: {cards}</translation>
    </message>
    <message>
        <source>it keeps {keep} and lets {let_go} go instead</source>
        <translation>badala yake zinabaki {keep}, zinaachwa {let_go}</translation>
    </message>
    <message>
        <source>it keeps {keep} as well</source>
        <translation>zinabaki pia: {keep}</translation>
    </message>
    <message>
        <source>it lets {let_go} go as well</source>
        <translation>zinaachwa pia: {let_go}</translation>
    </message>
    <message>
        <source>better keep {keep} and let {let_go} go</source>
        <translation>ni bora kubaki na {keep} na kuacha {let_go}</translation>
    </message>
    <message>
        <source>better keep {keep} as well</source>
        <translation>ni bora kubaki na {keep} pia</translation>
    </message>
    <message>
        <source>better let {let_go} go as well</source>
        <translation>ni bora kuacha {let_go} pia</translation>
    </message>
    <message>
        <source>the search values it {points} points above {other}</source>
        <translation>utafutaji unaithamini pointi {points} zaidi ya {other}</translation>
    </message>
    <message>
        <source>{other} is worth about the same</source>
        <translation>{other} ina thamani karibu sawa</translation>
    </message>
    <message>
        <source>it gives away about {points} points against {other}</source>
        <translation>hii inapoteza takriban pointi {points} ukilinganisha na {other}</translation>
    </message>
    <message>
        <source>hand {n}, {scores}</source>
        <translation>raundi {n}, {scores}</translation>
    </message>
    <message>
        <source>Abandon the game in progress ({game})?</source>
        <translation>Uache mchezo unaoendelea ({game})?</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Uache mchezo?</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Raundi</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mgawaji</translation>
    </message>
    <message>
        <source>Pitcher</source>
        <translation>Mshindi wa zabuni</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Zabuni</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Turufu</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Kubadilisha</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kutupa</translation>
    </message>
    <message>
        <source>Card play</source>
        <translation>Kucheza karata</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Sasa</translation>
    </message>
    <message>
        <source>in {n} minutes</source>
        <translation>baada ya dakika {n}</translation>
    </message>
    <message>
        <source>in {n} hours</source>
        <translation>baada ya saa {n}</translation>
    </message>
    <message>
        <source>in {n} days</source>
        <translation>baada ya siku {n}</translation>
    </message>
    <message>
        <source>{phase}, hand {hand} of a game of {when}: your choice gave away {cost} points. What is best here?</source>
        <translation>{phase}, raundi {hand} ya mchezo wa {when}: chaguo lako lilipoteza pointi {cost}. Kipi ni bora zaidi hapa?</translation>
    </message>
    <message>
        <source>({n} more after this one)</source>
        <translation>(mazoezi mengine {n} baada ya hili)</translation>
    </message>
    <message numerus="yes">
        <source>Each decision of yours that the review found costing {cost} points or more is a drill: its position comes back on a table of its own. Answered right %n times in a row, a drill retires; missed, it comes back sooner.</source>
        <translation>
            <numerusform>Kila uamuzi wako ambao tathmini iligundua unagharimu pointi {cost} au zaidi ni zoezi: hali yake ya mchezo inarudi kwenye meza yake maalum. Likijibiwa sawa mara %n mfululizo, zoezi linaondolewa; likikosewa, linarudi mapema zaidi.</numerusform>
            <numerusform>Kila uamuzi wako ambao tathmini iligundua unagharimu pointi {cost} au zaidi ni zoezi: hali yake ya mchezo inarudi kwenye meza yake maalum. Likijibiwa sawa mara %n mfululizo, zoezi linaondolewa; likikosewa, linarudi mapema zaidi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Mazoezi</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Uamuzi</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Gharama</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Ulifanywa</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Linarudi</translation>
    </message>
    <message>
        <source>{n} damaged drills were left out.</source>
        <translation>Mazoezi {n} yaliyoharibika yameachwa.</translation>
    </message>
    <message>
        <source>Practise the due drills ({n})</source>
        <translation>Fanya mazoezi yaliyowadia ({n})</translation>
    </message>
    <message>
        <source>Practise the chosen drill</source>
        <translation>Fanya zoezi lililochaguliwa</translation>
    </message>
    <message>
        <source>No drills yet: they come from the reviews of the hands you play.</source>
        <translation>Bado hakuna mazoezi: yanatokana na tathmini za raundi unazocheza.</translation>
    </message>
    <message>
        <source>This hand&apos;s points → the total</source>
        <translation>Pointi za raundi hii → jumla</translation>
    </message>
    <message>
        <source>{team}: {points} this hand, {total} in all</source>
        <translation>{team}: {points} raundi hii, {total} kwa jumla</translation>
    </message>
    <message>
        <source>No hand has been scored yet in this game.</source>
        <translation>Bado hakuna raundi iliyohesabiwa katika mchezo huu.</translation>
    </message>
    <message>
        <source>{step}: {reason}</source>
        <translation>{step}: {reason}</translation>
    </message>
    <message>
        <source>{field}, trick {trick}, {seat}</source>
        <extracomment>Where a hand record goes wrong: &quot;plays[3], trick 1, West&quot;</extracomment>
        <translation>{field}, mzunguko {trick}, {seat}</translation>
    </message>
    <message>
        <source>{field}, {seat}</source>
        <extracomment>Where a hand record goes wrong: &quot;bids[2], North&quot;</extracomment>
        <translation>{field}, {seat}</translation>
    </message>
    <message>
        <source>not this seat&apos;s turn: {seat} must act first</source>
        <translation>si zamu ya kiti hiki: {seat} lazima acheze kwanza</translation>
    </message>
    <message>
        <source>{card} is not in this seat&apos;s hand</source>
        <translation>{card} haimo mkononi mwa kiti hiki</translation>
    </message>
    <message numerus="yes">
        <source>at most %n card(s) may be exchanged</source>
        <translation>
            <numerusform>karata %n tu inaweza kubadilishwa</numerusform>
            <numerusform>karata %n tu zinaweza kubadilishwa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exactly %n card(s) must be discarded</source>
        <translation>
            <numerusform>karata %n hasa lazima itupwe</numerusform>
            <numerusform>karata %n hasa lazima zitupwe</numerusform>
        </translation>
    </message>
    <message>
        <source>the dealer cannot pass: everyone else passed, so the dealer must bid 2</source>
        <translation>mgawaji hawezi kupita: wengine wote wamepita, kwa hiyo mgawaji lazima atoe zabuni ya 2</translation>
    </message>
    <message>
        <source>{bid} is not legal: a bid must be higher than the standing bid of {high}</source>
        <translation>{bid} hairuhusiwi: zabuni lazima iwe juu kuliko zabuni iliyopo ya {high}</translation>
    </message>
    <message>
        <source>the pitcher&apos;s first lead must be a trump</source>
        <translation>mshindi wa zabuni lazima aanze mzunguko wa kwanza kwa turufu</translation>
    </message>
    <message>
        <source>this seat holds {suit} and must follow suit</source>
        <translation>kiti hiki kina {suit} na lazima kifuate aina</translation>
    </message>
    <message>
        <source>this seat holds {suit} and must play {suit} or a trump</source>
        <translation>kiti hiki kina {suit} na lazima kicheze {suit} au turufu</translation>
    </message>
    <message>
        <source>this seat must play a trump</source>
        <translation>kiti hiki lazima kicheze turufu</translation>
    </message>
    <message>
        <source>{card} is not legal: {why}</source>
        <extracomment>A card refused in a hand record: &quot;9♥ is not legal: this seat holds ♥ …&quot;</extracomment>
        <translation>{card} hairuhusiwi: {why}</translation>
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
        <translation>Wengine wote wamepita, kwa hiyo mgawaji lazima atoe zabuni.</translation>
    </message>
    <message>
        <source>Chosen at random.</source>
        <translation>Imechaguliwa bila mpangilio.</translation>
    </message>
    <message>
        <source>Its count of sure points covers the bid.</source>
        <translation>Hesabu yake ya pointi za uhakika inatosha zabuni.</translation>
    </message>
    <message>
        <source>Its count of sure points does not cover the lowest bid.</source>
        <translation>Hesabu yake ya pointi za uhakika haitoshi hata zabuni ya chini kabisa.</translation>
    </message>
    <message>
        <source>Its partner holds the bid.</source>
        <translation>Mwenzake ndiye mwenye zabuni.</translation>
    </message>
    <message>
        <source>The lowest of its best bids: it may still raise, or it speaks last.</source>
        <translation>Zabuni ya chini kabisa kati ya zabuni zake bora: bado inaweza kupandisha, au inasema mwisho.</translation>
    </message>
    <message>
        <source>The bid worth the most among those it expects to make.</source>
        <translation>Zabuni yenye thamani kubwa zaidi kati ya zile inazotarajia kufikia.</translation>
    </message>
    <message>
        <source>As high as it makes 85% of the time: it speaks only once.</source>
        <translation>Juu kadiri inavyofikia mara 85%: inasema mara moja tu.</translation>
    </message>
    <message>
        <source>To stop the other side from going out, though it may be set.</source>
        <translation>Kuzuia upande mwingine usimalize mchezo, ingawa inaweza kushindwa.</translation>
    </message>
    <message>
        <source>Passing is worth more than any bid.</source>
        <translation>Kupita kuna thamani kuliko zabuni yoyote.</translation>
    </message>
    <message>
        <source>No bid is made often enough (55% of the time).</source>
        <translation>Hakuna zabuni inayofikiwa mara za kutosha (mara 55%).</translation>
    </message>
    <message>
        <source>The suit that counts the most points.</source>
        <translation>Aina inayohesabu pointi nyingi zaidi.</translation>
    </message>
    <message>
        <source>The suit with the best result in its simulated deals.</source>
        <translation>Aina yenye matokeo bora katika migawo iliyoigwa.</translation>
    </message>
    <message>
        <source>It keeps its trumps, then its aces, kings and tens.</source>
        <translation>Inabaki na turufu zake, kisha aces, wafalme na kumi.</translation>
    </message>
    <message>
        <source>expects {points} points with {suit}</source>
        <translation>inatarajia pointi {points} kwa {suit}</translation>
    </message>
    <message>
        <source>{bid} in {chance}%</source>
        <translation>{bid} kwa {chance}%</translation>
    </message>
    <message>
        <source>makes {chances}</source>
        <translation>inafikia {chances}</translation>
    </message>
    <message>
        <source>counted on {cards}</source>
        <translation>ilitegemea {cards}</translation>
    </message>
    <message>
        <source>points per suit: {suits}</source>
        <translation>pointi kwa kila aina: {suits}</translation>
    </message>
    <message>
        <source>kept {cards}</source>
        <translation>ilibaki na {cards}</translation>
    </message>
    <message>
        <source>bidding</source>
        <translation>zabuni</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>turufu</translation>
    </message>
    <message>
        <source>exchange or discard</source>
        <translation>kubadilisha au kutupa</translation>
    </message>
    <message>
        <source>play</source>
        <translation>kucheza</translation>
    </message>
    <message numerus="yes">
        <source>Cost of your decisions per hand, in points (%n hands reviewed)</source>
        <translation>
            <numerusform>Gharama ya maamuzi yako kwa kila raundi, kwa pointi (raundi %n imetathminiwa)</numerusform>
            <numerusform>Gharama ya maamuzi yako kwa kila raundi, kwa pointi (raundi %n zimetathminiwa)</numerusform>
        </translation>
    </message>
    <message>
        <source>Mistakes per hand: {phases}</source>
        <translation>Makosa kwa kila raundi: {phases}</translation>
    </message>
    <message>
        <source>Cost per hand</source>
        <translation>Gharama kwa kila raundi</translation>
    </message>
    <message>
        <source>Mistakes per hand</source>
        <translation>Makosa kwa kila raundi</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) of yours reviewed so far: the line is drawn once two hands have been reviewed.</source>
        <translation>
            <numerusform>Raundi zako zilizotathminiwa hadi sasa: %n. Mstari huchorwa raundi mbili zikishatathminiwa.</numerusform>
            <numerusform>Raundi zako zilizotathminiwa hadi sasa: %n. Mstari huchorwa raundi mbili zikishatathminiwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>hands reviewed</source>
        <extracomment>The axis of a chart: the number of hands reviewed so far</extracomment>
        <translation>raundi zilizotathminiwa</translation>
    </message>
    <message>
        <source>average of the last {n} hands</source>
        <extracomment>The axis of a chart: each point is the average of the hands before it</extracomment>
        <translation>wastani wa raundi {n} za mwisho</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Nafasi ya kushinda</translation>
    </message>
    <message>
        <source>This move gives away about {cost} points; better: {better}</source>
        <translation>Hatua hii inapoteza takriban pointi {cost}; bora zaidi: {better}</translation>
    </message>
    <message>
        <source>This move gives away about {cost} points ({why}); better: {better}</source>
        <translation>Hatua hii inapoteza takriban pointi {cost} ({why}); bora zaidi: {better}</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Kocha</translation>
    </message>
    <message>
        <source>Play anyway</source>
        <translation>Cheza hata hivyo</translation>
    </message>
    <message>
        <source>Choose again</source>
        <translation>Chagua tena</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Inakagua…</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Jifunze kucheza</translation>
    </message>
    <message>
        <source>A first hand, step by step: you sit at the bottom with your partner, North, opposite; West and East play against you.</source>
        <translation>Raundi ya kwanza, hatua kwa hatua: wewe umekaa chini, mwenzako Kaskazini yuko mkabala nawe; Magharibi na Mashariki wanacheza dhidi yenu.</translation>
    </message>
    <message>
        <source>Leave the lesson?</source>
        <translation>Uache somo?</translation>
    </message>
    <message>
        <source>The lesson&apos;s hand is not over. Leave it? Help &gt; Learn to play starts it again.</source>
        <translation>Mkono wa somo haujaisha. Uuache? Msaada &gt; Jifunze kucheza unauanzisha upya.</translation>
    </message>
    <message>
        <source>Right: that is the search&apos;s best move.</source>
        <translation>Sawa: hiyo ndiyo hatua bora zaidi ya utafutaji.</translation>
    </message>
    <message>
        <source>Right: that costs only {cost} points against the best. Best: {better}</source>
        <translation>Sawa: hiyo inagharimu pointi {cost} tu ukilinganisha na iliyo bora zaidi. Bora zaidi: {better}</translation>
    </message>
    <message>
        <source>Missed: that gives away about {cost} points. Better: {better}</source>
        <translation>Umekosea: hiyo inapoteza takriban pointi {cost}. Bora zaidi: {better}</translation>
    </message>
    <message>
        <source>{choice} (yours)</source>
        <translation>{choice} (lako)</translation>
    </message>
    <message>
        <source>Each choice, in points for your team: {choices}</source>
        <translation>Kila chaguo, kwa pointi za timu yako: {choices}</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Zoezi</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Zoezi linalofuata</translation>
    </message>
    <message>
        <source>This move could not be valued just now: try it again, or go on.</source>
        <translation>Hatua hii haikuweza kupimwa sasa hivi: jaribu tena, au endelea.</translation>
    </message>
    <message>
        <source>Bidding again</source>
        <translation>Zabuni tena</translation>
    </message>
    <message>
        <source>Naming trump</source>
        <translation>Kutaja turufu</translation>
    </message>
    <message>
        <source>You won the bidding: you are the pitcher. Name trump: that suit, the other jack of the same colour (the off-jack) and both jokers become trumps, and any trump beats every other card.</source>
        <translation>Umeshinda zabuni: wewe ni mshindi wa zabuni. Taja turufu: aina hiyo, jeki nyingine ya rangi ileile (jeki pacha) na jokari wote wawili wanakuwa turufu, na turufu yoyote inashinda karata nyingine zote.</translation>
    </message>
    <message>
        <source>The widow</source>
        <translation>Akiba</translation>
    </message>
    <message>
        <source>Down to six</source>
        <translation>Hadi zibaki sita</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Kucheza karata</translation>
    </message>
    <message>
        <source>The cards are dealt; the rest is the widow. In turn, each player bids how many of the hand&apos;s points their team will take, or passes; the highest bid names trump.</source>
        <translation>Karata zimegawiwa; zilizobaki ni akiba. Kwa zamu, kila mchezaji anatoa zabuni ya pointi ngapi za mkono timu yake itachukua, au anapita; zabuni ya juu kabisa inataja turufu.</translation>
    </message>
    <message>
        <source>Each player may now give up to three cards for as many from the widow, unseen. Click the cards to give, then confirm; Escape clears your choice.</source>
        <translation>Kila mchezaji sasa anaweza kutoa hadi karata tatu kwa idadi hiyo hiyo kutoka akiba, bila kuziona. Bofya karata za kutoa, kisha thibitisha; Escape inafuta chaguo lako.</translation>
    </message>
    <message>
        <source>Everyone keeps six cards for the play: click the cards to let go, then confirm.</source>
        <translation>Kila mmoja anabaki na karata sita za kucheza: bofya karata za kutupa, kisha thibitisha.</translation>
    </message>
    <message>
        <source>You took the last trick, so you lead: any card. The others follow; a trump led must be answered with a trump by whoever holds one.</source>
        <translation>Ulichukua mzunguko uliopita, kwa hiyo unaanza wewe: karata yoyote. Wengine wanafuata; turufu ikianzwa, mwenye turufu lazima ajibu kwa turufu.</translation>
    </message>
    <message>
        <source>Follow the suit led if you can, or play a trump; the highest trump takes the trick, otherwise the highest card of the suit led. The winner leads next.</source>
        <translation>Fuata aina iliyoanzwa ukiweza, au cheza turufu; turufu ya juu kabisa inachukua mzunguko, vinginevyo karata ya juu kabisa ya aina iliyoanzwa. Mshindi anaanza mzunguko unaofuata.</translation>
    </message>
    <message>
        <source>The last trick</source>
        <translation>Mzunguko wa mwisho</translation>
    </message>
    <message>
        <source>The sixth trick is the last: once it is played, the hand is scored.</source>
        <translation>Mzunguko wa sita ni wa mwisho: ukishachezwa, mkono unahesabiwa.</translation>
    </message>
    <message>
        <source>The bidding goes round while anyone bids higher. {seat} holds the bid at {bid}: bid more, or pass.</source>
        <translation>Zabuni zinazunguka maadamu mtu anatoa zabuni ya juu zaidi. {seat} ana zabuni ya {bid}: toa zaidi, au pita.</translation>
    </message>
    <message>
        <source>High and Low go to the team that plays the highest and the lowest trump</source>
        <translation>Juu na Chini zinaenda kwa timu inayocheza turufu ya juu kabisa na ya chini kabisa</translation>
    </message>
    <message>
        <source>High goes to the team that plays the highest trump, Low to the team that takes the lowest</source>
        <translation>Juu inaenda kwa timu inayocheza turufu ya juu kabisa, Chini kwa timu inayochukua ya chini kabisa</translation>
    </message>
    <message>
        <source>Game to the team with the most card points in its tricks</source>
        <translation>Gemu kwa timu yenye pointi nyingi za karata katika mizunguko yake</translation>
    </message>
    <message>
        <source>Game to the team that takes the ten of trump</source>
        <translation>Gemu kwa timu inayochukua kumi ya turufu</translation>
    </message>
    <message>
        <source>the Jack, the Off-jack and each joker to the team that takes it</source>
        <translation>Jeki, Jeki pacha na kila jokari kwa timu inayoichukua</translation>
    </message>
    <message>
        <source>the Jack, the Off-jack, each joker and the three of trump (3 points) to the team that takes it</source>
        <translation>Jeki, Jeki pacha, kila jokari na tatu ya turufu (pointi 3) kwa timu inayoichukua</translation>
    </message>
    <message>
        <source>The pitcher leads the first trick. A point each: {high_low}; {taken}; {game}. Leading trumps draws the others&apos; trumps out.</source>
        <translation>Mshindi wa zabuni anaanza mzunguko wa kwanza. Pointi moja kila moja: {high_low}; {taken}; {game}. Kuanza na turufu kunavuta turufu za wengine.</translation>
    </message>
    <message>
        <source>Do: {why}</source>
        <translation>Cha kufanya: {why}</translation>
    </message>
    <message>
        <source>{move}: what it is worth is being worked out</source>
        <translation>{move}: thamani yake bado inahesabiwa</translation>
    </message>
    <message>
        <source>{move} would do much the same here</source>
        <translation>{move} ingefanya karibu sawa hapa</translation>
    </message>
    <message>
        <source>Not this one: the lesson follows one recorded hand. {why}.</source>
        <translation>Siyo hii: somo linafuata mkono mmoja uliorekodiwa. {why}.</translation>
    </message>
    <message>
        <source>your team</source>
        <translation>timu yako</translation>
    </message>
    <message>
        <source>the other team</source>
        <translation>timu nyingine</translation>
    </message>
    <message>
        <source>{point}: {team}, {most} card points against {next}</source>
        <translation>{point}: {team}, pointi {most} za karata dhidi ya {next}</translation>
    </message>
    <message>
        <source>{point}: not played, nobody scores it</source>
        <translation>{point}: haikuchezwa, hakuna anayeipata</translation>
    </message>
    <message>
        <source>you</source>
        <translation>wewe</translation>
    </message>
    <message>
        <source>{point}: {card}, played by {player}: {team}</source>
        <translation>{point}: {card}, imechezwa na {player}: {team}</translation>
    </message>
    <message>
        <source>{point}: {card}, taken by {team}</source>
        <translation>{point}: {card}, imechukuliwa na {team}</translation>
    </message>
    <message>
        <source>Your team made its bid of {bid}: it scores the {us} points it took, the other team its {them}. Hands go on until a team reaches the target score. You are ready: Game &gt; New game.</source>
        <translation>Timu yako imefaulu zabuni yake ya {bid}: inapata pointi {us} ilizochukua, na timu nyingine pointi zake {them}. Raundi zinaendelea hadi timu moja ifikie alama za lengo. Uko tayari: Mchezo &gt; Mchezo mpya.</translation>
    </message>
    <message>
        <source>Your team was set: it loses {bid} points. The other team scores {them}.</source>
        <translation>Timu yako imeanguka: inapoteza pointi {bid}. Timu nyingine inapata pointi {them}.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Somo</translation>
    </message>
    <message>
        <source>The hand is scored</source>
        <translation>Raundi imehesabiwa</translation>
    </message>
    <message>
        <source>The folder {folder} is a link that leads back to itself: nothing can be kept in it this time.</source>
        <translation>Folda {folder} ni kiungo kinachorudi kwake chenyewe: hakuna kinachoweza kuhifadhiwa ndani yake safari hii.</translation>
    </message>
    <message>
        <source>The folder {folder} was a link that leads back to itself: it is kept as {name}, and a new, empty folder is used.</source>
        <translation>Folda {folder} ilikuwa kiungo kinachorudi kwake chenyewe: kimehifadhiwa kama {name}, na folda mpya tupu inatumika.</translation>
    </message>
    <message>
        <source>You bid {bid} and made it.</source>
        <translation>Ulizabuni {bid} na ukafaulu.</translation>
    </message>
    <message>
        <source>You bid {bid} and were set.</source>
        <translation>Ulizabuni {bid} na ukaanguka.</translation>
    </message>
    <message>
        <source>Your partner {seat} bid {bid} and made it.</source>
        <translation>Mwenzako {seat} alizabuni {bid} na akafaulu.</translation>
    </message>
    <message>
        <source>Your partner {seat} bid {bid} and was set.</source>
        <translation>Mwenzako {seat} alizabuni {bid} na akaanguka.</translation>
    </message>
    <message>
        <source>{seat} bid {bid} and made it.</source>
        <extracomment>An opponent&apos;s bid made: &quot;West bid 5 and made it.&quot;</extracomment>
        <translation>{seat} alizabuni {bid} na akafaulu.</translation>
    </message>
    <message>
        <source>{seat} bid {bid} and was set.</source>
        <extracomment>An opponent&apos;s bid set (it failed): &quot;West bid 5 and was set.&quot;</extracomment>
        <translation>{seat} alizabuni {bid} na akaanguka.</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
</context>
</TS>
