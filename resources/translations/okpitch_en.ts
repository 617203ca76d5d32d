<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>Exchange %n cards</source>
        <translation>
            <numerusform>Exchange %n card</numerusform>
            <numerusform>Exchange %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{team}: %n tricks</source>
        <extracomment>A team&apos;s pile of won tricks: the team and how many tricks it holds</extracomment>
        <translation>
            <numerusform>{team}: %n trick</numerusform>
            <numerusform>{team}: %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n card(s) may be exchanged</source>
        <translation>
            <numerusform>at most %n card may be exchanged</numerusform>
            <numerusform>at most %n cards may be exchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>exactly %n card(s) must be discarded</source>
        <translation>
            <numerusform>exactly %n card must be discarded</numerusform>
            <numerusform>exactly %n cards must be discarded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) finished so far: the line is drawn once two games have been finished.</source>
        <translation>
            <numerusform>%n game finished so far: the line is drawn once two games have been finished.</numerusform>
            <numerusform>%n games finished so far: the line is drawn once two games have been finished.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s): you beat the computer in your seat in {beat}, tied {tied}, lost {lost}; average {average} points</source>
        <translation>
            <numerusform>%n deal: you beat the computer in your seat in {beat}, tied {tied}, lost {lost}; average {average} points</numerusform>
            <numerusform>%n deals: you beat the computer in your seat in {beat}, tied {tied}, lost {lost}; average {average} points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cost of your decisions per hand, in points (%n hands reviewed)</source>
        <translation>
            <numerusform>Cost of your decisions per hand, in points (%n hand reviewed)</numerusform>
            <numerusform>Cost of your decisions per hand, in points (%n hands reviewed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) of yours reviewed so far: the line is drawn once two hands have been reviewed.</source>
        <translation>
            <numerusform>%n hand of yours reviewed so far: the line is drawn once two hands have been reviewed.</numerusform>
            <numerusform>%n hands of yours reviewed so far: the line is drawn once two hands have been reviewed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your decisions cost {cost} points in %n hands; {mistakes}.</source>
        <translation>
            <numerusform>Your decisions cost {cost} points in %n hand; {mistakes}.</numerusform>
            <numerusform>Your decisions cost {cost} points in %n hands; {mistakes}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Against Easy: %1 points per deal (95% interval %2 to %3), over %n deals</source>
        <extracomment>%1 points per deal more than Easy; %2 and %3 the 95% interval; %n deals played</extracomment>
        <translation>
            <numerusform>Against Easy: %1 points per deal (95% interval %2 to %3), over %n deal</numerusform>
            <numerusform>Against Easy: %1 points per deal (95% interval %2 to %3), over %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n higher card(s) of its suit still out</source>
        <translation>
            <numerusform>%n higher card of its suit still out</numerusform>
            <numerusform>%n higher cards of its suit still out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the others must follow with trumps: %n still out</source>
        <translation>
            <numerusform>the others must follow with trumps: %n still out</numerusform>
            <numerusform>the others must follow with trumps: %n still out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game</source>
        <translation>
            <numerusform>the trick holds %n card point toward Game</numerusform>
            <numerusform>the trick holds %n card points toward Game</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it adds %n card points toward Game to your partner&apos;s trick</source>
        <translation>
            <numerusform>it adds %n card point toward Game to your partner&apos;s trick</numerusform>
            <numerusform>it adds %n card points toward Game to your partner&apos;s trick</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the trick holds %n card points toward Game for the other side</source>
        <translation>
            <numerusform>the trick holds %n card point toward Game for the other side</numerusform>
            <numerusform>the trick holds %n card points toward Game for the other side</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new card(s) come from the widow</source>
        <translation>
            <numerusform>%n new card comes from the widow</numerusform>
            <numerusform>%n new cards come from the widow</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each decision of yours that the review found costing {cost} points or more is a drill: its position comes back on a table of its own. Answered right %n times in a row, a drill retires; missed, it comes back sooner.</source>
        <translation>
            <numerusform>Each decision of yours that the review found costing {cost} points or more is a drill: its position comes back on a table of its own. Answered right %n time in a row, a drill retires; missed, it comes back sooner.</numerusform>
            <numerusform>Each decision of yours that the review found costing {cost} points or more is a drill: its position comes back on a table of its own. Answered right %n times in a row, a drill retires; missed, it comes back sooner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be saved and are lost.</source>
        <translation>
            <numerusform>%n set of statistics could not be saved and is lost.</numerusform>
            <numerusform>%n sets of statistics could not be saved and are lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n set(s) of statistics could not be written to the database yet. They are kept in {folder} and go into it at the next start that can write it.</source>
        <translation>
            <numerusform>%n set of statistics could not be written to the database yet. It is kept in {folder} and goes into it at the next start that can write it.</numerusform>
            <numerusform>%n sets of statistics could not be written to the database yet. They are kept in {folder} and go into it at the next start that can write it.</numerusform>
        </translation>
    </message>
</context>
</TS>
