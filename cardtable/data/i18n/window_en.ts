<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>How often does each seat win {game} with %n player(s) and these options? Let bots play it many times to find out; you can go on playing meanwhile.</source>
        <translation>
            <numerusform>How often does each seat win {game} with %n player and these options? Let bots play it many times to find out; you can go on playing meanwhile.</numerusform>
            <numerusform>How often does each seat win {game} with %n players and these options? Let bots play it many times to find out; you can go on playing meanwhile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing %n bot game(s)…</source>
        <translation>
            <numerusform>Playing %n bot game…</numerusform>
            <numerusform>Playing %n bot games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped at the round limit</source>
        <translation>
            <numerusform>%n stopped at the round limit</numerusform>
            <numerusform>%n stopped at the round limit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n face-down card</numerusform>
            <numerusform>%n face-down cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The worked example of {game}: %n move(s). Space pauses; the arrow keys step.</source>
        <translation>
            <numerusform>The worked example of {game}: %n move. Space pauses; the arrow keys step.</numerusform>
            <numerusform>The worked example of {game}: %n moves. Space pauses; the arrow keys step.</numerusform>
        </translation>
    </message>
</context>
</TS>
