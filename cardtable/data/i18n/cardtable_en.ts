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
        <source>%n name(s) (--name) for {players} players</source>
        <translation>
            <numerusform>%n name (--name) for {players} players</numerusform>
            <numerusform>%n names (--name) for {players} players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{options} go with a new game, not with a saved game&apos;s file</source>
        <translation>
            <numerusform>{options} goes with a new game, not with a saved game&apos;s file</numerusform>
            <numerusform>{options} go with a new game, not with a saved game&apos;s file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{options} go with --at N (the move to draw)</source>
        <translation>
            <numerusform>{options} goes with --at N (the move to draw)</numerusform>
            <numerusform>{options} go with --at N (the move to draw)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game} — {players} (seed {seed}), %n action(s)</source>
        <translation>
            <numerusform>{game} — {players} (seed {seed}), %n action</numerusform>
            <numerusform>{game} — {players} (seed {seed}), %n actions</numerusform>
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
        <source>%n process(es)</source>
        <translation>
            <numerusform>%n process</numerusform>
            <numerusform>%n processes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game} with {bots} bots: {completed} of %n game(s) played to the end in {seconds} s ({how})</source>
        <translation>
            <numerusform>{game} with {bots} bots: {completed} of %n game played to the end in {seconds} s ({how})</numerusform>
            <numerusform>{game} with {bots} bots: {completed} of %n games played to the end in {seconds} s ({how})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game}, %n variant(s)</source>
        <translation>
            <numerusform>{game}, %n variant</numerusform>
            <numerusform>{game}, %n variants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n human(s)</source>
        <translation>
            <numerusform>%n human</numerusform>
            <numerusform>%n humans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bot(s)</source>
        <translation>
            <numerusform>%n bot</numerusform>
            <numerusform>%n bots</numerusform>
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
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bot(s) {names}</source>
        <comment>with them</comment>
        <translation>
            <numerusform>the bot {names}</numerusform>
            <numerusform>the bots {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bot(s) {names}</source>
        <comment>who sat down</comment>
        <translation>
            <numerusform>the bot {names}</numerusform>
            <numerusform>the bots {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} sat down to a game of {game} with {bots} on {date}.</source>
        <translation>
            <numerusform>{players} sat down to a game of {game} with {bots} on {date}.</numerusform>
            <numerusform>{players} sat down to a game of {game} with {bots} on {date}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} sat down to a game of {game} with {bots}.</source>
        <translation>
            <numerusform>{players} sat down to a game of {game} with {bots}.</numerusform>
            <numerusform>{players} sat down to a game of {game} with {bots}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} sat down to a game of {game} on {date}.</source>
        <translation>
            <numerusform>{players} sat down to a game of {game} on {date}.</numerusform>
            <numerusform>{players} sat down to a game of {game} on {date}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} sat down to a game of {game}.</source>
        <translation>
            <numerusform>{players} sat down to a game of {game}.</numerusform>
            <numerusform>{players} sat down to a game of {game}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ran for {pace}, and {winners} won.</source>
        <translation>
            <numerusform>The game ran for {pace}, and {winners} won.</numerusform>
            <numerusform>The game ran for {pace}, and {winners} shared the win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No move was played, and {winners} won.</source>
        <translation>
            <numerusform>No move was played, and {winners} won.</numerusform>
            <numerusform>No move was played, and {winners} shared the win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) differed from the defaults.</source>
        <translation>
            <numerusform>%n option differed from the defaults.</numerusform>
            <numerusform>%n options differed from the defaults.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more turn(s) with key moments are left out here …</source>
        <translation>
            <numerusform>… %n more turn with key moments is left out here …</numerusform>
            <numerusform>… %n more turns with key moments are left out here …</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{winners} is the winner. Well played!</source>
        <translation>
            <numerusform>{winners} is the winner. Well played!</numerusform>
            <numerusform>{winners} share the win. Well played!</numerusform>
        </translation>
    </message>
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
        <source>top card of {place}, %n card(s) there</source>
        <translation>
            <numerusform>top card of {place}, %n card there</numerusform>
            <numerusform>top card of {place}, %n cards there</numerusform>
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
    <message numerus="yes">
        <source>The game of {game} in progress (%n move(s) so far) leaves the table. It is kept in Game ▸ Recent games, where you can play it on later.</source>
        <translation>
            <numerusform>The game of {game} in progress (%n move so far) leaves the table. It is kept in Game ▸ Recent games, where you can play it on later.</numerusform>
            <numerusform>The game of {game} in progress (%n moves so far) leaves the table. It is kept in Game ▸ Recent games, where you can play it on later.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s), unfinished</source>
        <translation>
            <numerusform>%n move, unfinished</numerusform>
            <numerusform>%n moves, unfinished</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Story (%n)</source>
        <comment>the Story tab: how many prompts wait</comment>
        <translation>
            <numerusform>Story (%n)</numerusform>
            <numerusform>Story (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Story, %n prompt(s) waiting</source>
        <translation>
            <numerusform>Story, %n prompt waiting</numerusform>
            <numerusform>Story, %n prompts waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s), {games} games each. First variant: first-player advantage {advantage}, {moves} moves on average, decisiveness {decisiveness}, {changes} lead changes a game.</source>
        <translation>
            <numerusform>%n variant, {games} games each. First variant: first-player advantage {advantage}, {moves} moves on average, decisiveness {decisiveness}, {changes} lead changes a game.</numerusform>
            <numerusform>%n variants, {games} games each. First variant: first-player advantage {advantage}, {moves} moves on average, decisiveness {decisiveness}, {changes} lead changes a game.</numerusform>
        </translation>
    </message>
</context>
</TS>
