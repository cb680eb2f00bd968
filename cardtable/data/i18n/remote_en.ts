<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n card face down</numerusform>
            <numerusform>%n cards face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show all %n card(s)</source>
        <translation>
            <numerusform>Show all %n card</numerusform>
            <numerusform>Show all %n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
