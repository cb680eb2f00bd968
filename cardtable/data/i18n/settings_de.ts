<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>the window and everything in it</source>
        <translation>das Fenster und alles darin</translation>
    </message>
    <message>
        <source>the game engine&apos;s records</source>
        <translation>die Datensätze der Spiel-Engine</translation>
    </message>
    <message>
        <source>the charts</source>
        <translation>die Diagramme</translation>
    </message>
    <message>
        <source>the phones&apos; web page</source>
        <translation>die Webseite für die Handys</translation>
    </message>
    <message>
        <source>the QR codes for phones</source>
        <translation>die QR-Codes für die Handys</translation>
    </message>
    <message>
        <source>the sounds</source>
        <translation>die Klänge</translation>
    </message>
    <message>
        <source>the game texts&apos; translations</source>
        <translation>die Übersetzungen der Spieltexte</translation>
    </message>
    <message>
        <source>{app} developers</source>
        <translation>{app}-Entwickler</translation>
    </message>
    <message>
        <source>{licence} License. Copyright (c) the {authors}.</source>
        <translation>{licence}-Lizenz. Copyright (c) die {authors}.</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
    <message>
        <source>{app} {version}</source>
        <translation>{app} {version}</translation>
    </message>
    <message>
        <source>Hot-seat paper card games on one computer.</source>
        <translation>Kartenspiele für alle an einem Computer.</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>&amp;Credits</source>
        <translation>&amp;Mitwirkende</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Lizenz</translation>
    </message>
    <message>
        <source>&amp;Report a problem…</source>
        <translation>&amp;Problem melden…</translation>
    </message>
    <message>
        <source>Co&amp;py versions</source>
        <translation>&amp;Versionen kopieren</translation>
    </message>
    <message>
        <source>Copy the versions above, for a problem report.</source>
        <translation>Die Versionen oben kopieren, für eine Problemmeldung.</translation>
    </message>
    <message>
        <source>Play paper card games with everyone around one computer: each player takes the screen in turn, behind a privacy screen when cards are hidden, or plays from their phone.</source>
        <translation>Spielt Kartenspiele mit allen an einem Computer: Jeder Spieler ist der Reihe nach am Bildschirm – hinter einem Sichtschutz, wenn Karten verdeckt sind – oder spielt vom eigenen Handy aus.</translation>
    </message>
    <message>
        <source>Released under the {licence} License; see the Licence page.</source>
        <translation>Veröffentlicht unter der {licence}-Lizenz; siehe die Seite „Lizenz“.</translation>
    </message>
    <message>
        <source>Version {version}, running on Qt {qt} (PySide6 {pyside}) and Python {python}, on {system}.</source>
        <translation>Version {version}, läuft mit Qt {qt} (PySide6 {pyside}) und Python {python} unter {system}.</translation>
    </message>
    <message>
        <source>Found a problem, or missing something? Tell us at {url}</source>
        <translation>Ein Problem gefunden oder fehlt dir etwas? Sag es uns unter {url}</translation>
    </message>
    <message>
        <source>Made by the {authors}.</source>
        <translation>Gemacht von den {authors}.</translation>
    </message>
    <message>
        <source>{name}: {what} ({licence})</source>
        <translation>{name}: {what} ({licence})</translation>
    </message>
    <message>
        <source>Built with:</source>
        <translation>Gebaut mit:</translation>
    </message>
    <message>
        <source>The sounds were made for {app} and are free for anyone to use (CC0).</source>
        <translation>Die Klänge wurden für {app} gemacht und sind für alle frei nutzbar (CC0).</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation>der Dateiname ist leer</translation>
    </message>
    <message>
        <source>{file} does not exist</source>
        <translation>{file} gibt es nicht</translation>
    </message>
    <message>
        <source>{file} is not a file</source>
        <translation>{file} ist keine Datei</translation>
    </message>
    <message>
        <source>from {low} to {high} (the seeds a saved game can hold; default 1)</source>
        <translation>von {low} bis {high} (die Startwerte, die ein gespeichertes Spiel fassen kann; Standard 1)</translation>
    </message>
    <message>
        <source>worker processes on this machine, 1 to {most} (default: every core; never more than the cores nor than the chunks of work)</source>
        <translation>Arbeitsprozesse auf diesem Rechner, 1 bis {most} (Standard: alle Kerne; nie mehr, als es Kerne oder Arbeitspakete gibt)</translation>
    </message>
    <message>
        <source>a game option (repeatable)</source>
        <translation>eine Spieloption (wiederholbar)</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>the following arguments are required: {names}</source>
        <translation>diese Argumente fehlen: {names}</translation>
    </message>
    <message>
        <source>unrecognized arguments: {names}</source>
        <translation>unbekannte Argumente: {names}</translation>
    </message>
    <message>
        <source>argument {name}: not allowed with argument {other}</source>
        <translation>{name} ist zusammen mit {other} nicht erlaubt</translation>
    </message>
    <message>
        <source>argument {name}: expected one argument</source>
        <translation>{name} braucht einen Wert</translation>
    </message>
    <message>
        <source>argument {name}: invalid choice: {value} (choose from {choices})</source>
        <translation>{name}: {value} ist keine der Möglichkeiten {choices}</translation>
    </message>
    <message>
        <source>%(prog)s [-h] [--version] [--language CODE] [FILE]
       %(prog)s COMMAND ...</source>
        <translation>%(prog)s [-h] [--version] [--language CODE] [FILE]
       %(prog)s COMMAND ...</translation>
    </message>
    <message>
        <source>{app}: hot-seat paper card games.</source>
        <translation>{app}: Kartenspiele für alle an einem Bildschirm.</translation>
    </message>
    <message>
        <source>the window</source>
        <translation>das Fenster</translation>
    </message>
    <message>
        <source>Without a command, {app} opens its window.</source>
        <translation>Ohne Befehl öffnet {app} sein Fenster.</translation>
    </message>
    <message>
        <source>a saved game to open (default: go on with the game autosaved last time, or start a new one)</source>
        <translation>ein gespeichertes Spiel, das geöffnet wird (Standard: das zuletzt automatisch gesicherte Spiel fortsetzen oder ein neues beginnen)</translation>
    </message>
    <message>
        <source>the window&apos;s and the games&apos; language for this run: {codes} (default: the one chosen in Preferences, else the system&apos;s)</source>
        <translation>die Sprache des Fensters und der Spiele für diesen Start: {codes} (Standard: die in den Einstellungen gewählte, sonst die des Systems)</translation>
    </message>
    <message>
        <source>print the version and exit</source>
        <translation>die Version ausgeben und beenden</translation>
    </message>
    <message>
        <source>commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>list game ids</source>
        <translation>die Kennungen der Spiele auflisten</translation>
    </message>
    <message>
        <source>play bot-only games headless</source>
        <translation>Spiele nur mit Bots ohne Fenster spielen</translation>
    </message>
    <message>
        <source>how many bots (within the game&apos;s range)</source>
        <translation>wie viele Bots (im Bereich des Spiels)</translation>
    </message>
    <message>
        <source>1 to {most} (default 100)</source>
        <translation>1 bis {most} (Standard 100)</translation>
    </message>
    <message>
        <source>write each game&apos;s record into this folder</source>
        <translation>die Aufzeichnung jedes Spiels in diesen Ordner schreiben</translation>
    </message>
    <message>
        <source>bot games for every combination of option values and player counts</source>
        <translation>Bot-Spiele für jede Kombination aus Optionswerten und Spielerzahlen</translation>
    </message>
    <message>
        <source>a player count (repeatable, or comma-separated)</source>
        <translation>eine Spielerzahl (wiederholbar oder durch Kommas getrennt)</translation>
    </message>
    <message>
        <source>an option and the values to try (repeatable)</source>
        <translation>eine Option und die Werte, die probiert werden (wiederholbar)</translation>
    </message>
    <message>
        <source>games per variant (default 1000; at most {most} in all, over at most {variants} variants)</source>
        <translation>Spiele pro Variante (Standard 1000; höchstens {most} insgesamt, über höchstens {variants} Varianten)</translation>
    </message>
    <message>
        <source>game k of every variant is seeded SEED + k; {seeds}</source>
        <translation>Spiel k jeder Variante bekommt den Startwert SEED + k; {seeds}</translation>
    </message>
    <message>
        <source>run on the Dask cluster whose scheduler is at ADDRESS, [PROTOCOL://]HOST:PORT; it must answer within a few seconds (pip install &apos;cardtable[cluster]&apos;)</source>
        <translation>auf dem Dask-Cluster laufen, dessen Scheduler unter ADDRESS erreichbar ist, [PROTOCOL://]HOST:PORT; er muss innerhalb weniger Sekunden antworten (pip install &apos;cardtable[cluster]&apos;)</translation>
    </message>
    <message>
        <source>draw the win rate by seat of each variant</source>
        <translation>die Gewinnquote jedes Platzes für jede Variante zeichnen</translation>
    </message>
    <message>
        <source>replay a record and print the final table, or draw the table at a move</source>
        <translation>eine Aufzeichnung nachspielen und den Tisch am Ende ausgeben oder den Tisch bei einem Zug zeichnen</translation>
    </message>
    <message>
        <source>draw the table after move N to a PNG (0: the opening table, before any move)</source>
        <translation>den Tisch nach Zug N als PNG zeichnen (0: der Tisch zu Beginn, vor jedem Zug)</translation>
    </message>
    <message>
        <source>as seat S saw it: a seat number from 1, or a player&apos;s name (default: as everyone saw it, no hidden card shown)</source>
        <translation>wie Platz S ihn sah: eine Platznummer ab 1 oder der Name eines Spielers (Standard: wie alle ihn sahen, keine verdeckte Karte gezeigt)</translation>
    </message>
    <message>
        <source>every card any seat could see, face up (a finished game only)</source>
        <translation>jede Karte, die irgendein Platz sehen konnte, aufgedeckt (nur bei einem beendeten Spiel)</translation>
    </message>
    <message>
        <source>the picture --at draws</source>
        <translation>das Bild, das --at zeichnet</translation>
    </message>
    <message>
        <source>the picture&apos;s width in pixels, 200 to 8,000 (default 1280)</source>
        <translation>die Breite des Bildes in Pixeln, 200 bis 8.000 (Standard 1280)</translation>
    </message>
    <message>
        <source>write the story summary (.pdf, .html or .md)</source>
        <translation>die Zusammenfassung der Geschichte schreiben (.pdf, .html oder .md)</translation>
    </message>
    <message>
        <source>render the opening table to a PNG</source>
        <translation>den Tisch zu Beginn als PNG zeichnen</translation>
    </message>
    <message>
        <source>how many players (within the game&apos;s range)</source>
        <translation>wie viele Spieler (im Bereich des Spiels)</translation>
    </message>
    <message>
        <source>the image&apos;s width in pixels, 200 to 8,000 (default 1280)</source>
        <translation>die Breite des Bildes in Pixeln, 200 bis 8.000 (Standard 1280)</translation>
    </message>
    <message>
        <source>play a game from phones: one address per person&apos;s seat, no window</source>
        <translation>ein Spiel von Handys aus spielen: eine Adresse pro Platz eines Menschen, kein Fenster</translation>
    </message>
    <message>
        <source>Start a game (or go on with a saved one) whose people play from the browsers of their phones. One line per person&apos;s seat is printed, SEAT NAME URL: open that address on that seat&apos;s phone. Bots play here. It serves until the game ends (status 0) or Ctrl+C (130) / SIGTERM (143); the game is autosaved as the window does, so the window can go on with it. If the autosave fails (a full drive) it says so at once and at the end, and a game that ends with moves the autosave does not hold exits with status 1.</source>
        <translation>Ein Spiel beginnen (oder ein gespeichertes fortsetzen), dessen Menschen im Browser ihres Handys spielen. Für jeden Platz eines Menschen wird eine Zeile ausgegeben, PLATZ NAME URL: Öffne diese Adresse auf dem Handy dieses Platzes. Bots spielen hier. Es läuft, bis das Spiel endet (Status 0) oder bis Strg+C (130) / SIGTERM (143); das Spiel wird wie im Fenster automatisch gesichert, sodass das Fenster es fortsetzen kann. Scheitert die automatische Sicherung (ein volles Laufwerk), wird das sofort und am Ende gesagt, und ein Spiel, das mit Zügen endet, die die automatische Sicherung nicht enthält, endet mit Status 1.</translation>
    </message>
    <message>
        <source>a game id (cardtable games lists them) or a saved game&apos;s file</source>
        <translation>die Kennung eines Spiels (cardtable games listet sie auf) oder die Datei eines gespeicherten Spiels</translation>
    </message>
    <message>
        <source>how many players, bots included (a new game)</source>
        <translation>wie viele Spieler, Bots mitgezählt (ein neues Spiel)</translation>
    </message>
    <message>
        <source>the players&apos; names, seat 1 first (repeatable; default Player 1, Player 2, ...)</source>
        <translation>die Namen der Spieler, Platz 1 zuerst (wiederholbar; Standard: Spieler 1, Spieler 2, ...)</translation>
    </message>
    <message>
        <source>a seat the computer plays: its number from 1, or its player&apos;s name (repeatable)</source>
        <translation>ein Platz, den der Computer spielt: seine Nummer ab 1 oder der Name seines Spielers (wiederholbar)</translation>
    </message>
    <message>
        <source>the deal&apos;s seed, from {low} to {high} (default: a random one)</source>
        <translation>der Startwert fürs Geben, von {low} bis {high} (Standard: ein zufälliger)</translation>
    </message>
    <message>
        <source>where phones connect (default 127.0.0.1:0, this computer only, any free port); give this computer&apos;s address on the network, or 0.0.0.0, for phones on the same network</source>
        <translation>wo sich Handys verbinden (Standard 127.0.0.1:0, nur dieser Computer, ein beliebiger freier Port); gib für Handys im selben Netz die Adresse dieses Computers im Netz an oder 0.0.0.0</translation>
    </message>
    <message>
        <source>add {app} to the desktop&apos;s menus, icons and file types</source>
        <translation>{app} zu den Menüs, Symbolen und Dateitypen des Desktops hinzufügen</translation>
    </message>
    <message>
        <source>the share folder to install into (default: $XDG_DATA_HOME)</source>
        <translation>der share-Ordner, in den installiert wird (Standard: $XDG_DATA_HOME)</translation>
    </message>
    <message>
        <source>the command the launcher runs (default: this copy)</source>
        <translation>der Befehl, den der Starter ausführt (Standard: diese Kopie)</translation>
    </message>
    <message>
        <source>cannot write the output: {reason}</source>
        <translation>die Ausgabe kann nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>cardtable: error: {message}</source>
        <translation>cardtable: Fehler: {message}</translation>
    </message>
    <message>
        <source>cardtable: interrupted</source>
        <translation>cardtable: abgebrochen</translation>
    </message>
    <message>
        <source>--language needs a language code: {codes}</source>
        <translation>--language braucht einen Sprachcode: {codes}</translation>
    </message>
    <message>
        <source>--language must be one of {codes}, not {code}</source>
        <translation>--language muss einer von {codes} sein, nicht {code}</translation>
    </message>
    <message>
        <source>{option} needs a whole number, not {value}</source>
        <translation>{option} braucht eine ganze Zahl, nicht {value}</translation>
    </message>
    <message>
        <source>{option} must be at least {low} and at most {high}, not {value}</source>
        <translation>{option} muss mindestens {low} und höchstens {high} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{option} must be at least {low}, not {value}</source>
        <translation>{option} muss mindestens {low} sein, nicht {value}</translation>
    </message>
    <message>
        <source>{option} must be at most {high}, not {value}</source>
        <translation>{option} muss höchstens {high} sein, nicht {value}</translation>
    </message>
    <message>
        <source>--seed {seed}; a game&apos;s seed must be from {low} to {high} (what a saved game can hold)</source>
        <translation>--seed {seed}; der Startwert eines Spiels muss von {low} bis {high} reichen (was ein gespeichertes Spiel fassen kann)</translation>
    </message>
    <message>
        <source>--seed {seed} with --games {games} reaches seed {last}; a game&apos;s seed must be from {low} to {high} (what a saved game can hold)</source>
        <translation>--seed {seed} mit --games {games} reicht bis zum Startwert {last}; der Startwert eines Spiels muss von {low} bis {high} reichen (was ein gespeichertes Spiel fassen kann)</translation>
    </message>
    <message>
        <source>{what}: the file name is empty</source>
        <translation>{what}: der Dateiname ist leer</translation>
    </message>
    <message>
        <source>{what}: {path} is not a file name</source>
        <translation>{what}: {path} ist kein Dateiname</translation>
    </message>
    <message>
        <source>{what}: {path} is a folder; give a file name</source>
        <translation>{what}: {path} ist ein Ordner; gib einen Dateinamen an</translation>
    </message>
    <message>
        <source>{what}: {path} is not a regular file (a device, pipe or socket)</source>
        <translation>{what}: {path} ist keine normale Datei (ein Gerät, eine Pipe oder ein Socket)</translation>
    </message>
    <message>
        <source>{what}: cannot write {path}</source>
        <translation>{what}: {path} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>{what}: the folder name is empty</source>
        <translation>{what}: der Ordnername ist leer</translation>
    </message>
    <message>
        <source>{what}: {path} is not a folder</source>
        <translation>{what}: {path} ist kein Ordner</translation>
    </message>
    <message>
        <source>{what}: {path} cannot be made</source>
        <translation>{what}: {path} kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>{what}: no permission to write in {path}</source>
        <translation>{what}: keine Berechtigung, in {path} zu schreiben</translation>
    </message>
    <message>
        <source>{game} has no option {key}; it has no options</source>
        <translation>{game} hat keine Option {key}; es hat keine Optionen</translation>
    </message>
    <message>
        <source>{game} has no option {key}; its options: {keys}</source>
        <translation>{game} hat keine Option {key}; seine Optionen: {keys}</translation>
    </message>
    <message>
        <source>--option needs KEY=VALUE, not {value}</source>
        <translation>--option braucht KEY=VALUE, nicht {value}</translation>
    </message>
    <message>
        <source>--option {key} is given twice</source>
        <translation>--option {key} ist zweimal angegeben</translation>
    </message>
    <message>
        <source>unknown game {game}; known games: {games}</source>
        <translation>unbekanntes Spiel {game}; bekannte Spiele: {games}</translation>
    </message>
    <message>
        <source>{option} {value}: this game has seats 1 to {seats}</source>
        <translation>{option} {value}: dieses Spiel hat die Plätze 1 bis {seats}</translation>
    </message>
    <message>
        <source>{option} {value}: {count} players have that name; give the seat number (1 to {seats})</source>
        <translation>{option} {value}: {count} Spieler haben diesen Namen; gib die Platznummer an (1 bis {seats})</translation>
    </message>
    <message>
        <source>{option} {value}: no player has that name; give a seat number (1 to {seats}) or one of the players&apos; names</source>
        <translation>{option} {value}: kein Spieler hat diesen Namen; gib eine Platznummer (1 bis {seats}) oder den Namen eines Spielers an</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Felt green</source>
        <translation>Filzgrün</translation>
    </message>
    <message>
        <source>Ocean blue</source>
        <translation>Ozeanblau</translation>
    </message>
    <message>
        <source>Wine red</source>
        <translation>Weinrot</translation>
    </message>
    <message>
        <source>Slate grey</source>
        <translation>Schiefergrau</translation>
    </message>
    <message>
        <source>Wood brown</source>
        <translation>Holzbraun</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
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
        <source>Wait for me (a Next move button)</source>
        <translation>Auf mich warten (eine Schaltfläche „Nächster Zug“)</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Preview of the table style</source>
        <translation>Vorschau des Tischaussehens</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kartenrückseite</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (♠ black, ♥ red, ♦ blue, ♣ green)</source>
        <translation>&amp;Vierfarbiges Blatt (♠ schwarz, ♥ rot, ♦ blau, ♣ grün)</translation>
    </message>
    <message>
        <source>Four-colour suits</source>
        <translation>Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>Give every suit its own colour, so hearts and diamonds (and spades and clubs) are easy to tell apart, also with colour blindness.</source>
        <translation>Jede Kartenfarbe bekommt einen eigenen Farbton, damit Herz und Karo (und Pik und Kreuz) leicht zu unterscheiden sind, auch bei Farbenblindheit.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>How fast cards glide across the table; Off moves them at once.</source>
        <translation>Wie schnell Karten über den Tisch gleiten; bei „Aus“ springen sie sofort an ihren Platz.</translation>
    </message>
    <message>
        <source>{speed} ({ms} ms)</source>
        <translation>{speed} ({ms} ms)</translation>
    </message>
    <message>
        <source>Bot speed</source>
        <translation>Bot-Tempo</translation>
    </message>
    <message>
        <source>How long bots pause before each move, so you can follow what they do; Wait for me: they move only when you press Next move.</source>
        <translation>Wie lange Bots vor jedem Zug warten, damit du verfolgen kannst, was sie tun; „Auf mich warten“: Sie spielen erst, wenn du „Nächster Zug“ drückst.</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rückseite:</translation>
    </message>
    <message>
        <source>&amp;Table colour:</source>
        <translation>&amp;Tischfarbe:</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation:</translation>
    </message>
    <message>
        <source>B&amp;ot speed:</source>
        <translation>&amp;Bot-Tempo:</translation>
    </message>
    <message>
        <source>Text and language</source>
        <translation>Schrift und Sprache</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>The size of the words in the window, its docks and dialogs, and of the captions on the table.</source>
        <translation>Die Größe der Schrift im Fenster, in seinen Leisten und Dialogen und der Beschriftungen auf dem Tisch.</translation>
    </message>
    <message>
        <source>Te&amp;xt size:</source>
        <translation>Schrift&amp;größe:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Systemsprache ({language})</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>A new language takes effect when {app} next starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von {app}.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>&amp;Sounds for deals, moves, your turn and the game&apos;s end</source>
        <translation>&amp;Klänge beim Austeilen, bei Zügen, bei deinem Zug und am Spielende</translation>
    </message>
    <message>
        <source>Short sounds when cards are dealt, played or drawn, when it is your turn, when a move is not allowed and when the game is over. Off: no sound at all.</source>
        <translation>Kurze Klänge, wenn Karten ausgeteilt, gespielt oder gezogen werden, wenn du am Zug bist, wenn ein Zug nicht erlaubt ist und wenn das Spiel vorbei ist. Aus: gar kein Ton.</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>T&amp;ry</source>
        <translation>&amp;Probehören</translation>
    </message>
    <message>
        <source>Play the sound of your turn at this volume.</source>
        <translation>Den Klang für deinen Zug in dieser Lautstärke abspielen.</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>Restore &amp;defaults</source>
        <translation>Stan&amp;dardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>no audio output on this computer</source>
        <translation>dieser Computer hat keine Tonausgabe</translation>
    </message>
    <message>
        <source>Sound is off: it could not be played here ({reason}).</source>
        <translation>Der Ton ist aus: Er kann hier nicht abgespielt werden ({reason}).</translation>
    </message>
</context>
</TS>
