<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sw" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>The hand history cannot be written ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game {name} could not be used: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is kept as {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous copy of the saved game was used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved game could be resumed; the game starts normally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}). Play goes on, but this game will not be offered for resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings could not be read ({error}); the defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings file {name} is damaged; the defaults are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings could not be saved in {folder} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is locked by another program (perhaps another copy of the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was written by a newer version of the game (schema {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics cannot be kept in {folder} ({reason}); they are kept in memory for this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics database could not be used ({error}); statistics are kept in memory for this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics database was damaged ({error}). It is kept as {name}; a fresh one was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics database cannot be used now: {why}. It is left as it is; this session&apos;s statistics go to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it stayed locked by another program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would a strong player do here? (Ctrl+H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are the pitcher: choose trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone passed: as dealer you must bid 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} bid {bid}: bid more or pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid: how many points will your team make?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose up to 3 cards to exchange with the widow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep all my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange {n} card(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard down to 6 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard these {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIGH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first lead must be a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold {suit}: you must follow suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold {suit}: play {suit} or a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass: no suit promises enough points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid 2: everyone else passed, so the dealer must bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid {n}: your best suit should make it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name {suit}: your strongest suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your trumps and your high cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead {card}: draw out the others&apos; trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give {card} to your partner: their card holds the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner holds the trick: play low ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take it with {card}: the trick holds the {point}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the trick with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let this trick go ({card}): your winners count more later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot win this trick: play {card}, your least valuable card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another copy of the game is running: this one will not save its game, so it cannot be resumed later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be saved in {folder} ({reason}): it will not be offered for resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have an unfinished game: hand {n}, scores {scores}. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be resumed: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new rules apply to the next game. Start one now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deal cannot be played: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oklahoma Ten Point Pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand &amp;history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as</source>
        <extracomment>&quot;Play this deal again as &lt;seat&gt;&quot;: the word before the seat chooser</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file cannot be used: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand cannot be shown: {e}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;No hand has been kept yet.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat}: trump {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} exchanges {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} discards {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer: {seat} · Scores: {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made</source>
        <extracomment>The pitcher&apos;s team made its bid / was set (failed it)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As dealer you must bid 2: press 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot bid {n} now: bid {low} or more, or press P to pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand over: {seat} bid {bid} and {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who wins the Game point (R8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most card points won (A 4, K 3, Q 2, J 1, 10 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team that wins the 10 of trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens after trump is named with 4 players (R6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange up to 3 cards with the widow, then discard to 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone discards 3 cards; the widow stays unused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Following</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you must play to a trick (R7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow suit or trump; anything when out of the suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow suit or trump; trump when out of the suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow suit; anything when out of the suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who gets the Low point (R8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team that played the lowest trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team that won the trick holding it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the bidding goes round (R5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round and round until all but one have passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone speaks once, the dealer last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3 of trump is worth 3 points; bids go up to 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump first lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pitcher must lead trump to the first trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red joker high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black joker high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <extracomment>An on/off rule option that is off</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The options of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of spades</source>
        <extracomment>The suit as the second part of a card&apos;s name (&quot;Queen&quot; + &quot;of hearts&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>The letter a player writes for a Jack (German: B)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>The letter a player writes for a Queen (German: D)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>The letter a player writes for a King</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>The letter a player writes for an Ace</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off-jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North-west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North-east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} {of_suit}</source>
        <extracomment>A card&apos;s full name from &quot;Queen&quot; and &quot;of hearts&quot;; reorder for your language</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule and computer changes apply to the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules (for the next game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which joker ranks above the other (R2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two or three teams of two (R1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends at this (R9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same level for every computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The least time a computer&apos;s move takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play my card by itself when it is the only legal one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour deck: diamonds blue, clubs green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language shows the next time the game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts need pyqtgraph, which this build leaves out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score progression, last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>The axis of a chart: hand number</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>The axis of a chart: number of games played</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unfinished games (not counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {n} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computers: {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bids made / set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team&apos;s bids made / set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ours} (others: {theirs})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points per hand ({n} hands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points won by category (us / them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest winning / losing streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{won} won of {played} ({rate})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every game and hand in the statistics? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} bid {bid} and {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(count {counts})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: won {earned}, set: −{bid} → {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: +{earned} → {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} win the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} bid {bid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{contract} · trump {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this hand: count {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be played now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You and your partner, sitting opposite you, play against the other team. Bid, name trump, and win the tricks that hold the point cards. The first team to reach the target score wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it is your turn, bid the number of points your team will make, or pass. With the keyboard, a digit bids (0 is 10) and P passes. The highest bidder is the pitcher and names trump: S, H, D or C.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump and the widow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump is the named suit, the other jack of the same colour (the off-jack) and both jokers. Then you may exchange cards with the widow and discard down to 6: click cards, or move with Left and Right and press Space, then confirm with Ctrl+Enter. Escape clears your choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On your turn the cards you may play stand up and the others are darkened. Click one, or move to it with Left and Right and press Enter. The highest trump wins the trick, otherwise the highest card of the suit led.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High, Low, Jack, Off-jack, the two jokers and Game are worth a point each. If the pitcher&apos;s team makes less than its bid, it loses the bid. Help &gt; Rules (F1) has the whole rules, and Game &gt; Hint (Ctrl+H) suggests a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
