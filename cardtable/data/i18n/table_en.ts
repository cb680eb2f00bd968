<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>Last reveal: %n card(s) ▸</source>
        <translation>
            <numerusform>Last reveal: %n card ▸</numerusform>
            <numerusform>Last reveal: %n cards ▸</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), {hidden} face down</source>
        <translation>
            <numerusform>%n card, {hidden} face down</numerusform>
            <numerusform>%n cards, {hidden} face down</numerusform>
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
        <source>top card of {place}, %n card(s) there</source>
        <translation>
            <numerusform>top card of {place}, %n card there</numerusform>
            <numerusform>top card of {place}, %n cards there</numerusform>
        </translation>
    </message>
</context>
</TS>
