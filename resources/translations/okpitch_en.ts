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
        <source>Cost of your decisions per hand, in points (%n hands reviewed)</source>
        <translation>
            <numerusform>Cost of your decisions per hand, in points (%n hand reviewed)</numerusform>
            <numerusform>Cost of your decisions per hand, in points (%n hands reviewed)</numerusform>
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
</context>
</TS>
