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
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Show the move the bot would make in your place, lit on the table (H)</source>
        <translation>Zeigt den Zug, den der Bot an deiner Stelle machen würde, hervorgehoben auf dem Tisch (H)</translation>
    </message>
    <message>
        <source>Next move ▶</source>
        <translation>Nächster Zug ▶</translation>
    </message>
    <message>
        <source>Let the next bot move (Ctrl+Space). Preferences → Bot speed sets them moving by themselves.</source>
        <translation>Lässt den nächsten Bot seinen Zug machen (Strg+Leertaste). Mit Einstellungen → Bot-Tempo spielen die Bots von selbst.</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>{move} ({keys})</source>
        <translation>{move} ({keys})</translation>
    </message>
    <message>
        <source>More moves ({count})…</source>
        <translation>Weitere Züge ({count})…</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <source>Pass to {name}: press Enter when only {name} is at the screen.</source>
        <translation>An {name} übergeben: Drück die Eingabetaste, sobald nur noch {name} am Bildschirm ist.</translation>
    </message>
    <message>
        <source>Ready: {name} is at the screen.</source>
        <translation>Bereit: {name} ist am Bildschirm.</translation>
    </message>
    <message>
        <source>Game over. Nobody wins.</source>
        <translation>Spiel vorbei. Niemand gewinnt.</translation>
    </message>
    <message>
        <source>Game over. The winner: {name}.</source>
        <translation>Spiel vorbei. Gewinner: {name}.</translation>
    </message>
    <message>
        <source>Game over. The winners: {names}.</source>
        <translation>Spiel vorbei. Gewinner: {names}.</translation>
    </message>
    <message>
        <source>No chart for this game</source>
        <translation>Kein Diagramm für dieses Spiel</translation>
    </message>
    <message>
        <source>The chart appears once the game is under way</source>
        <translation>Das Diagramm erscheint, sobald das Spiel läuft</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>This game</source>
        <translation>Dieses Spiel</translation>
    </message>
    <message>
        <source>Win rates</source>
        <translation>Gewinnquoten</translation>
    </message>
    <message>
        <source>Win rate (%), with 95% interval</source>
        <translation>Gewinnquote (%), mit 95-%-Intervall</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>Even share</source>
        <translation>Gleicher Anteil</translation>
    </message>
    <message>
        <source>{game}: win rate by seat ({games} bot games per variant)</source>
        <translation>{game}: Gewinnquote je Platz ({games} Bot-Partien je Variante)</translation>
    </message>
    <message>
        <source> games</source>
        <comment>after the number of bot games to play</comment>
        <translation> Partien</translation>
    </message>
    <message>
        <source>Bot games to play</source>
        <translation>Zu spielende Bot-Partien</translation>
    </message>
    <message>
        <source>Play bot games</source>
        <translation>Bot-Partien spielen</translation>
    </message>
    <message>
        <source>Open a game to see how often each seat wins with its options.</source>
        <translation>Öffne ein Spiel, um zu sehen, wie oft jeder Platz mit seinen Optionen gewinnt.</translation>
    </message>
    <message numerus="yes">
        <source>How often does each seat win {game} with %n player(s) and these options? Let bots play it many times to find out; you can go on playing meanwhile.</source>
        <translation>
            <numerusform>Wie oft gewinnt jeder Platz {game} mit %n Spieler und diesen Optionen? Lass Bots es oft spielen, um es herauszufinden; du kannst währenddessen weiterspielen.</numerusform>
            <numerusform>Wie oft gewinnt jeder Platz {game} mit %n Spielern und diesen Optionen? Lass Bots es oft spielen, um es herauszufinden; du kannst währenddessen weiterspielen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message numerus="yes">
        <source>Playing %n bot game(s)…</source>
        <translation>
            <numerusform>%n Bot-Partie wird gespielt…</numerusform>
            <numerusform>%n Bot-Partien werden gespielt…</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>The bot games stopped: {error}</source>
        <translation>Die Bot-Partien wurden abgebrochen: {error}</translation>
    </message>
    <message>
        <source>Win rate by seat</source>
        <translation>Gewinnquote je Platz</translation>
    </message>
    <message>
        <source>{finished} of {games} games finished, {moves} moves on average</source>
        <translation>{finished} von {games} Partien beendet, im Schnitt {moves} Züge</translation>
    </message>
    <message numerus="yes">
        <source>%n stopped at the round limit</source>
        <translation>
            <numerusform>%n endete an der Rundengrenze</numerusform>
            <numerusform>%n endeten an der Rundengrenze</numerusform>
        </translation>
    </message>
    <message>
        <source>seat {number} {rate}</source>
        <translation>Platz {number} {rate}</translation>
    </message>
    <message>
        <source>{results}. Wins: {wins}.</source>
        <translation>{results}. Siege: {wins}.</translation>
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
        <source>a seat the computer plays: its number from 1, or its player&apos;s name, and its level (classic, 1 to 5; default classic) (repeatable)</source>
        <translation>ein Platz, den der Computer spielt: seine Nummer ab 1 oder der Name seines Spielers, und seine Stufe (classic, 1 bis 5; Vorgabe classic) (wiederholbar)</translation>
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
        <source>the bot level of a seat from 1: {names} (repeatable; default classic, each game&apos;s own bot)</source>
        <translation>die Bot-Stufe eines Platzes ab 1: {names} (wiederholbar; Vorgabe classic, der eigene Bot jedes Spiels)</translation>
    </message>
    <message>
        <source>level 5&apos;s budget per move, in milliseconds of a reference machine, levels 3 and 4 thinking in the same proportion to it as by default: counted in search iterations, so a seeded run plays the same everywhere</source>
        <translation>das Budget von Stufe 5 je Zug, in Millisekunden einer Referenzmaschine; die Stufen 3 und 4 denken im selben Verhältnis dazu wie in der Vorgabe: in Suchdurchläufen gezählt, damit ein Lauf mit Startwert überall gleich spielt</translation>
    </message>
    <message>
        <source>the searching levels&apos; (3 to 5) budget per move, in milliseconds of a reference machine: counted in search iterations, so a seeded run plays the same everywhere</source>
        <translation>die Bedenkzeit der suchenden Stufen (3 bis 5) je Zug, in Millisekunden eines Referenzrechners: gezählt in Suchdurchläufen, damit ein Lauf mit Startwert überall gleich spielt</translation>
    </message>
    <message>
        <source>--level takes SEAT=LEVEL, a seat from 1 to {most}: not {pair}</source>
        <translation>--level erwartet PLATZ=STUFE, einen Platz von 1 bis {most}: nicht {pair}</translation>
    </message>
    <message>
        <source>--level: no bot level {name} (one of {names})</source>
        <translation>--level: keine Bot-Stufe {name} (eine von {names})</translation>
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
        <source>{what}: {path} is a link to another file; a link is never written through</source>
        <translation>{what}: {path} ist ein Verweis auf eine andere Datei; durch einen Verweis wird nie geschrieben</translation>
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
        <source>--listen {value}: write an IPv6 address as [ADDRESS]:PORT</source>
        <translation>--listen {value}: schreib eine IPv6-Adresse als [ADRESSE]:PORT</translation>
    </message>
    <message>
        <source>--listen {value}: give an address to listen on, as ADDRESS:PORT</source>
        <translation>--listen {value}: gib die Adresse, auf der gelauscht wird, als ADRESSE:PORT an</translation>
    </message>
    <message>
        <source>--listen {value}: the port must be a whole number from 0 to 65535</source>
        <translation>--listen {value}: der Port muss eine ganze Zahl von 0 bis 65535 sein</translation>
    </message>
    <message>
        <source>--listen {value}: the port must be from 0 to 65535 (0: any free port)</source>
        <translation>--listen {value}: der Port muss zwischen 0 und 65535 liegen (0: irgendein freier Port)</translation>
    </message>
    <message>
        <source>a new game of {game} needs --players N</source>
        <translation>ein neues Spiel {game} braucht --players N</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s) (--name) for {players} players</source>
        <translation>
            <numerusform>%n Name (--name) für {players} Spieler</numerusform>
            <numerusform>%n Namen (--name) für {players} Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Spieler {seat}</translation>
    </message>
    <message>
        <source>every seat is a bot (--bot): nobody would play from a phone (cardtable simulate plays bot games)</source>
        <translation>jeder Platz ist ein Bot (--bot): niemand würde vom Handy aus spielen (cardtable simulate spielt Partien nur mit Bots)</translation>
    </message>
    <message numerus="yes">
        <source>{options} go with a new game, not with a saved game&apos;s file</source>
        <translation>
            <numerusform>{options} gehört zu einem neuen Spiel, nicht zur Datei eines gespeicherten Spiels</numerusform>
            <numerusform>{options} gehören zu einem neuen Spiel, nicht zur Datei eines gespeicherten Spiels</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} holds a finished game: nothing is left to play</source>
        <translation>{file} enthält ein beendetes Spiel: es gibt nichts mehr zu spielen</translation>
    </message>
    <message>
        <source>{file}: every seat is a bot; nobody would play from a phone</source>
        <translation>{file}: jeder Platz ist ein Bot; niemand würde vom Handy aus spielen</translation>
    </message>
    <message>
        <source>give a game id or a saved game&apos;s file</source>
        <translation>gib eine Spiel-ID oder die Datei eines gespeicherten Spiels an</translation>
    </message>
    <message>
        <source>unknown game {game}; give a game id ({games}) or a saved game&apos;s file</source>
        <translation>unbekanntes Spiel {game}; gib eine Spiel-ID ({games}) oder die Datei eines gespeicherten Spiels an</translation>
    </message>
    <message>
        <source>cardtable host: {news}</source>
        <translation>cardtable host: {news}</translation>
    </message>
    <message>
        <source>the unfinished game in {file} is replaced: too many kept games there</source>
        <translation>das nicht beendete Spiel in {file} wird ersetzt: dort liegen zu viele aufbewahrte Spiele</translation>
    </message>
    <message>
        <source>cannot keep the unfinished game in the autosave ({error}); nothing was started</source>
        <translation>das nicht beendete Spiel aus der automatischen Sicherung kann nicht aufbewahrt werden ({error}); nichts wurde gestartet</translation>
    </message>
    <message>
        <source>the unfinished game in the autosave is kept as {file} (cardtable host {file} goes on with it)</source>
        <translation>das nicht beendete Spiel aus der automatischen Sicherung ist als {file} aufbewahrt (cardtable host {file} setzt es fort)</translation>
    </message>
    <message>
        <source>other copies of the app own every autosave</source>
        <translation>andere laufende Kopien der App belegen jede automatische Sicherung</translation>
    </message>
    <message>
        <source>not autosaving ({why}); the game is lost if this host stops before its end</source>
        <translation>keine automatische Sicherung ({why}); das Spiel geht verloren, wenn dieser Host vor dem Spielende stoppt</translation>
    </message>
    <message>
        <source>cannot write the seats&apos; addresses: {error}</source>
        <translation>die Adressen der Plätze können nicht ausgegeben werden: {error}</translation>
    </message>
    <message>
        <source>autosaving to {file}</source>
        <translation>automatische Sicherung in {file}</translation>
    </message>
    <message>
        <source>game over: {result}</source>
        <translation>Spiel vorbei: {result}</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>the autosave does not hold the latest moves: {error}</source>
        <translation>die automatische Sicherung enthält die letzten Züge nicht: {error}</translation>
    </message>
    <message>
        <source>interrupted; the game is kept in the autosave</source>
        <translation>unterbrochen; das Spiel bleibt in der automatischen Sicherung</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>unterbrochen</translation>
    </message>
    <message>
        <source>stopped; the game is kept in the autosave</source>
        <translation>gestoppt; das Spiel bleibt in der automatischen Sicherung</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>--exec needs a command on one line, not {value}</source>
        <translation>--exec braucht einen Befehl in einer Zeile, nicht {value}</translation>
    </message>
    <message>
        <source>wrote {file}</source>
        <translation>{file} geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>{options} go with --at N (the move to draw)</source>
        <translation>
            <numerusform>{options} gehört zu --at N (dem Zug, der gezeichnet wird)</numerusform>
            <numerusform>{options} gehören zu --at N (dem Zug, der gezeichnet wird)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game} — {players} (seed {seed}), %n action(s)</source>
        <translation>
            <numerusform>{game} — {players} (Startwert {seed}), %n Aktion</numerusform>
            <numerusform>{game} — {players} (Startwert {seed}), %n Aktionen</numerusform>
        </translation>
    </message>
    <message>
        <source>Game in progress: {hint}</source>
        <translation>Spiel läuft: {hint}</translation>
    </message>
    <message>
        <source>--json does not go with --at: the table at a move is drawn to a PNG (-o MOMENT.png)</source>
        <translation>--json passt nicht zu --at: der Tisch bei einem Zug wird als PNG gezeichnet (-o MOMENT.png)</translation>
    </message>
    <message>
        <source>--at N draws the table at that move: give the picture&apos;s name, -o MOMENT.png</source>
        <translation>--at N zeichnet den Tisch bei diesem Zug: gib den Namen des Bildes an, -o MOMENT.png</translation>
    </message>
    <message>
        <source>the table at a move is a PNG image: give an output name ending in .png</source>
        <translation>der Tisch bei einem Zug ist ein PNG-Bild: gib einen Ausgabenamen an, der auf .png endet</translation>
    </message>
    <message>
        <source>--width must be at least {low} and at most {high} pixels, not {width}</source>
        <translation>--width muss mindestens {low} und höchstens {high} Pixel betragen, nicht {width}</translation>
    </message>
    <message>
        <source>--at {at} is past the end of this game: its moves run from 0 (the opening table) to {moves}</source>
        <translation>--at {at} liegt hinter dem Ende dieses Spiels: seine Züge reichen von 0 (dem Anfangstisch) bis {moves}</translation>
    </message>
    <message>
        <source>--open: {why} This game is still in progress.</source>
        <translation>--open: {why} Dieses Spiel läuft noch.</translation>
    </message>
    <message>
        <source>cannot write {file}</source>
        <translation>{file} kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>{owner}&apos;s cards</source>
        <translation>Karten von {owner}</translation>
    </message>
    <message>
        <source>Cards on the table</source>
        <translation>Karten auf dem Tisch</translation>
    </message>
    <message>
        <source>{owner}&apos;s {zone}</source>
        <translation>{zone} von {owner}</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n verdeckte Karte</numerusform>
            <numerusform>%n verdeckte Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>the summary format comes from the extension: .pdf, .html or .md, not {suffix}</source>
        <translation>das Format der Zusammenfassung ergibt sich aus der Endung: .pdf, .html oder .md, nicht {suffix}</translation>
    </message>
    <message>
        <source>measure a game for its designer: balance, length, decisiveness, lead changes</source>
        <translation>ein Spiel für seine Autorin vermessen: Ausgewogenheit, Länge, Entschiedenheit, Führungswechsel</translation>
    </message>
    <message>
        <source>how many seats (with --records: only records of that many; default all)</source>
        <translation>wie viele Plätze (mit --records: nur Aufzeichnungen mit so vielen; Vorgabe: alle)</translation>
    </message>
    <message>
        <source>bot games per variant (default {games})</source>
        <translation>Bot-Partien je Variante (Vorgabe {games})</translation>
    </message>
    <message>
        <source>measure the saved games in DIR instead of playing</source>
        <translation>statt zu spielen die gespeicherten Partien in DIR vermessen</translation>
    </message>
    <message>
        <source>--records measures the saved games as they were played: {option} cannot be used with it</source>
        <translation>--records vermisst die gespeicherten Partien, wie sie gespielt wurden: {option} geht nicht zusammen damit</translation>
    </message>
    <message>
        <source>--records: {path} does not exist</source>
        <translation>--records: {path} gibt es nicht</translation>
    </message>
    <message>
        <source>--records: {path} is not a folder</source>
        <translation>--records: {path} ist kein Ordner</translation>
    </message>
    <message>
        <source>--records: cannot read {path} ({error})</source>
        <translation>--records: {path} kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>{game}, records</source>
        <translation>{game}, Aufzeichnungen</translation>
    </message>
    <message>
        <source>--records: no record of {game} in {path}</source>
        <translation>--records: keine Aufzeichnung von {game} in {path}</translation>
    </message>
    <message>
        <source>--players is needed to play bot games (or give --records DIR)</source>
        <translation>--players wird gebraucht, um Bot-Partien zu spielen (oder --records DIR angeben)</translation>
    </message>
    <message>
        <source>too many variants; the lab plays at most {most}</source>
        <translation>zu viele Varianten; das Labor spielt höchstens {most}</translation>
    </message>
    <message>
        <source>{game}, lab</source>
        <translation>{game}, Labor</translation>
    </message>
    <message>
        <source>the lab&apos;s report is written as .json, .html or .pdf (from the extension), not {suffix}</source>
        <translation>der Laborbericht wird als .json, .html oder .pdf geschrieben (nach der Endung), nicht {suffix}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>seats {seats}; first-player advantage {advantage}; moves {moves} (median {median}); decisiveness {decisiveness}; lead changes {changes}</source>
        <translation>Plätze {seats}; Vorteil des ersten Spielers {advantage}; Züge {moves} (Median {median}); Entschiedenheit {decisiveness}; Führungswechsel {changes}</translation>
    </message>
    <message>
        <source>--save-dir: cannot make the folder {folder} ({error})</source>
        <translation>--save-dir: der Ordner {folder} kann nicht angelegt werden ({error})</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es)</source>
        <translation>
            <numerusform>%n Prozess</numerusform>
            <numerusform>%n Prozesse</numerusform>
        </translation>
    </message>
    <message>
        <source>{processes}, {speed} games/s</source>
        <translation>{processes}, {speed} Spiele/s</translation>
    </message>
    <message numerus="yes">
        <source>{game} with {bots} bots: {completed} of %n game(s) played to the end in {seconds} s ({how})</source>
        <translation>
            <numerusform>{game} mit {bots} Bots: {completed} von %n Spiel in {seconds} s zu Ende gespielt ({how})</numerusform>
            <numerusform>{game} mit {bots} Bots: {completed} von %n Spielen in {seconds} s zu Ende gespielt ({how})</numerusform>
        </translation>
    </message>
    <message>
        <source>snapshots are PNG images: give an output name ending in .png</source>
        <translation>Schnappschüsse sind PNG-Bilder: gib einen Ausgabenamen an, der auf .png endet</translation>
    </message>
    <message>
        <source>--option needs KEY=VALUE or KEY=V1,V2,..., not {value}</source>
        <translation>--option braucht KEY=VALUE oder KEY=V1,V2,..., nicht {value}</translation>
    </message>
    <message>
        <source>--option {key}: an empty value in {value}</source>
        <translation>--option {key}: ein leerer Wert in {value}</translation>
    </message>
    <message>
        <source>--option {key}: {value} is given twice</source>
        <translation>--option {key}: {value} ist zweimal angegeben</translation>
    </message>
    <message>
        <source>--option {key}: more than {most} values; a sweep plays at most {most} variants</source>
        <translation>--option {key}: mehr als {most} Werte; ein Sweep spielt höchstens {most} Varianten</translation>
    </message>
    <message>
        <source>--players takes whole numbers, not {value}</source>
        <translation>--players nimmt ganze Zahlen, nicht {value}</translation>
    </message>
    <message>
        <source>--players {count} is given twice</source>
        <translation>--players {count} ist zweimal angegeben</translation>
    </message>
    <message>
        <source>results are written as .csv or .json (from the extension), not {suffix}</source>
        <translation>Ergebnisse werden als .csv oder .json geschrieben (nach der Endung), nicht {suffix}</translation>
    </message>
    <message>
        <source>the chart is a PNG image: give a name ending in .png</source>
        <translation>das Diagramm ist ein PNG-Bild: gib einen Namen an, der auf .png endet</translation>
    </message>
    <message>
        <source>that is {count} variants; a sweep plays at most {most}</source>
        <translation>das sind {count} Varianten; ein Sweep spielt höchstens {most}</translation>
    </message>
    <message numerus="yes">
        <source>{game}, %n variant(s)</source>
        <translation>
            <numerusform>{game}, %n Variante</numerusform>
            <numerusform>{game}, %n Varianten</numerusform>
        </translation>
    </message>
    <message>
        <source>it is on a read-only drive</source>
        <translation>er liegt auf einem schreibgeschützten Laufwerk</translation>
    </message>
    <message>
        <source>it is read-only</source>
        <translation>er ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the drive is full</source>
        <translation>das Laufwerk ist voll</translation>
    </message>
    <message>
        <source>part of its path is a file, not a folder</source>
        <translation>ein Teil seines Pfades ist eine Datei, kein Ordner</translation>
    </message>
    <message>
        <source>it does not exist and cannot be made</source>
        <translation>er existiert nicht und kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} Spieler</translation>
    </message>
    <message>
        <source>Opening table preview</source>
        <translation>Vorschau des Anfangstischs</translation>
    </message>
    <message>
        <source>Laying out the table…</source>
        <translation>Der Tisch wird aufgebaut…</translation>
    </message>
    <message>
        <source>(no preview)</source>
        <translation>(keine Vorschau)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Regeln…</translation>
    </message>
    <message>
        <source>Read how to play the selected game</source>
        <translation>Lies, wie das gewählte Spiel gespielt wird</translation>
    </message>
    <message>
        <source>Rules of the selected game</source>
        <translation>Regeln des gewählten Spiels</translation>
    </message>
    <message>
        <source>Number of &amp;players:</source>
        <translation>Anzahl der S&amp;pieler:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>&amp;Fixed seed (for teaching and testing)</source>
        <translation>&amp;Fester Startwert (zum Lehren und Testen)</translation>
    </message>
    <message>
        <source>Deal from a seed you choose, to deal the same cards again. Off: each game is dealt from a new secret seed that nobody sees.</source>
        <translation>Aus einem selbst gewählten Startwert geben, um dieselben Karten noch einmal zu geben. Aus: Jedes Spiel wird aus einem neuen geheimen Startwert gegeben, den niemand sieht.</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>Designer lab</source>
        <translation>Autorenlabor</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Bot games per variant</source>
        <translation>Bot-Partien je Variante</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Export report…</source>
        <translation>Bericht exportieren…</translation>
    </message>
    <message>
        <source>Games per variant</source>
        <translation>Partien je Variante</translation>
    </message>
    <message>
        <source>Options: the values to try, separated by commas (empty: the default)</source>
        <translation>Optionen: die zu prüfenden Werte, durch Kommas getrennt (leer: die Vorgabe)</translation>
    </message>
    <message>
        <source>Each seat&apos;s bot level</source>
        <translation>Bot-Stufe jedes Platzes</translation>
    </message>
    <message>
        <source>default: {value}</source>
        <translation>Vorgabe: {value}</translation>
    </message>
    <message>
        <source>Seat {number}&apos;s level</source>
        <translation>Stufe von Platz {number}</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s), {games} games each. First variant: first-player advantage {advantage}, {moves} moves on average, decisiveness {decisiveness}, {changes} lead changes a game.</source>
        <translation>
            <numerusform>%n Variante, je {games} Partien. Erste Variante: Vorteil des ersten Spielers {advantage}, im Mittel {moves} Züge, Entschiedenheit {decisiveness}, {changes} Führungswechsel je Partie.</numerusform>
            <numerusform>%n Varianten, je {games} Partien. Erste Variante: Vorteil des ersten Spielers {advantage}, im Mittel {moves} Züge, Entschiedenheit {decisiveness}, {changes} Führungswechsel je Partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Variant · seat</source>
        <translation>Variante · Platz</translation>
    </message>
    <message>
        <source>Win rate (95 % interval)</source>
        <translation>Gewinnrate (95-%-Intervall)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Moves in a game</source>
        <translation>Züge in einer Partie</translation>
    </message>
    <message>
        <source>Lead changes</source>
        <translation>Führungswechsel</translation>
    </message>
    <message>
        <source>Lead changes in a game</source>
        <translation>Führungswechsel in einer Partie</translation>
    </message>
    <message>
        <source>Option effects</source>
        <translation>Wirkung der Optionen</translation>
    </message>
    <message>
        <source>Option = value</source>
        <translation>Option = Wert</translation>
    </message>
    <message>
        <source>Mean moves</source>
        <translation>Züge im Mittel</translation>
    </message>
    <message>
        <source>Skill trace</source>
        <translation>Spielstärke-Verlauf</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Win share (95 % interval)</source>
        <translation>Gewinnanteil (95-%-Intervall)</translation>
    </message>
    <message>
        <source>Export the lab report</source>
        <translation>Laborbericht exportieren</translation>
    </message>
    <message>
        <source>Reports (*.html *.pdf *.json)</source>
        <translation>Berichte (*.html *.pdf *.json)</translation>
    </message>
    <message>
        <source>A report is written as .json, .html or .pdf, not {suffix}</source>
        <translation>Ein Bericht wird als .json, .html oder .pdf geschrieben, nicht {suffix}</translation>
    </message>
    <message>
        <source>Could not write the report: {error}</source>
        <translation>Der Bericht konnte nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>Wrote {file}</source>
        <translation>{file} geschrieben</translation>
    </message>
    <message>
        <source>Variant {number}</source>
        <translation>Variante {number}</translation>
    </message>
    <message>
        <source>The same seed and set-up deal the same cards again.</source>
        <translation>Derselbe Startwert und dieselbe Aufstellung geben wieder dieselben Karten.</translation>
    </message>
    <message>
        <source>New s&amp;eed</source>
        <translation>&amp;Neuer Startwert</translation>
    </message>
    <message>
        <source>New random seed</source>
        <translation>Neuer zufälliger Startwert</translation>
    </message>
    <message>
        <source>Everyone who sees this seed can work out every card: each hand, the order of the deck and every reshuffle. Use it only for teaching and testing.</source>
        <translation>Wer diesen Startwert sieht, kann jede Karte ausrechnen: jede Hand, die Reihenfolge des Stapels und jedes neue Mischen. Nur zum Lehren und Testen verwenden.</translation>
    </message>
    <message>
        <source>Set-up status</source>
        <translation>Stand der Aufstellung</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>Spiel s&amp;tarten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>(exactly {count})</source>
        <translation>(genau {count})</translation>
    </message>
    <message>
        <source>The fixed seed must be a whole number from {low} to {high}.</source>
        <translation>Der feste Startwert muss eine ganze Zahl von {low} bis {high} sein.</translation>
    </message>
    <message>
        <source>Seat {seat} needs a name.</source>
        <translation>Platz {seat} braucht einen Namen.</translation>
    </message>
    <message>
        <source>{game} cannot start with this set-up ({error})</source>
        <translation>{game} kann mit dieser Aufstellung nicht beginnen ({error})</translation>
    </message>
    <message numerus="yes">
        <source>%n human(s)</source>
        <translation>
            <numerusform>%n Mensch</numerusform>
            <numerusform>%n Menschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to deal {game} for {humans} and {bots}.</source>
        <translation>Bereit, {game} für {humans} und {bots} auszuteilen.</translation>
    </message>
    <message numerus="yes">
        <source>%n bot(s)</source>
        <translation>
            <numerusform>%n Bot</numerusform>
            <numerusform>%n Bots</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready to deal {game} for {humans}.</source>
        <translation>Bereit, {game} für {humans} auszuteilen.</translation>
    </message>
    <message>
        <source>This set-up cannot start.</source>
        <translation>Mit dieser Aufstellung kann das Spiel nicht beginnen.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>This game has no options.</source>
        <translation>Dieses Spiel hat keine Optionen.</translation>
    </message>
    <message>
        <source>(the game&apos;s default)</source>
        <translation>(Vorgabe des Spiels)</translation>
    </message>
    <message>
        <source>Browse for {option}</source>
        <translation>Nach {option} suchen</translation>
    </message>
    <message>
        <source>Choose {option}</source>
        <translation>{option} wählen</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
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
        <source>Why no sound was heard</source>
        <translation>Warum kein Ton zu hören war</translation>
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
        <source>Standings</source>
        <translation>Rangliste</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>How it was won</source>
        <translation>Wie gewonnen wurde</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Story summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>&amp;Story summary…</source>
        <translation>&amp;Zusammenfassung…</translation>
    </message>
    <message>
        <source>Read the story of this game</source>
        <translation>Lies die Geschichte dieses Spiels</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Print the result and the story</source>
        <translation>Ergebnis und Geschichte drucken</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Spiel durchgehen</translation>
    </message>
    <message>
        <source>Re&amp;view this game</source>
        <translation>Spiel d&amp;urchgehen</translation>
    </message>
    <message>
        <source>Step through the game move by move, every card open</source>
        <translation>Geh das Spiel Zug für Zug durch, alle Karten offen</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revanche</translation>
    </message>
    <message>
        <source>The same players and options again, with a new shuffle</source>
        <translation>Noch einmal mit denselben Spielern und Optionen, neu gemischt</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Set up another game</source>
        <translation>Ein weiteres Spiel einrichten</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Close this window and look at the table</source>
        <translation>Dieses Fenster schließen und den Tisch ansehen</translation>
    </message>
    <message>
        <source>Rules — {game}</source>
        <translation>Regeln — {game}</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Regeln von {game}</translation>
    </message>
    <message>
        <source>*{game} has no rules page yet.*</source>
        <translation>*{game} hat noch keine Regelseite.*</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>Seat {seat} name</source>
        <translation>Name auf Platz {seat}</translation>
    </message>
    <message>
        <source>name needed</source>
        <translation>Name fehlt</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Bot, level 1: a beginner</source>
        <translation>Bot, Stufe 1: Anfänger</translation>
    </message>
    <message>
        <source>Bot, level 2: casual</source>
        <translation>Bot, Stufe 2: Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Bot, level 3: thinks a little</source>
        <translation>Bot, Stufe 3: denkt ein wenig</translation>
    </message>
    <message>
        <source>Bot, level 4: thinks</source>
        <translation>Bot, Stufe 4: denkt nach</translation>
    </message>
    <message>
        <source>Bot, level 5: thinks hardest</source>
        <translation>Bot, Stufe 5: denkt am längsten</translation>
    </message>
    <message>
        <source>Seat {seat} human or bot</source>
        <translation>Platz {seat}: Mensch oder Bot</translation>
    </message>
    <message>
        <source>Human: a person at this computer. Bot: the computer plays this seat, with the game&apos;s own bot or at a level from 1 (a beginner who slips) to 5 (searches about a second a move).</source>
        <translation>Mensch: eine Person an diesem Computer. Bot: Der Computer spielt diesen Platz, mit dem eigenen Bot des Spiels oder auf einer Stufe von 1 (ein Anfänger, der sich vertut) bis 5 (sucht etwa eine Sekunde je Zug).</translation>
    </message>
    <message>
        <source>{choice} · rated {mu} ± {sigma}</source>
        <translation>{choice} · Wertung {mu} ± {sigma}</translation>
    </message>
    <message>
        <source>Measured by the ladder (docs/bots.md) over {games} games with {players} players, the strongest level thinking {ms} ms a move: this level took {share} of the wins, where an even share is {fair}.</source>
        <translation>Gemessen mit der Rangliste (docs/bots.md) über {games} Partien mit {players} Spielern, die stärkste Stufe mit {ms} ms Bedenkzeit je Zug: diese Stufe gewann {share} der Partien, bei einem gerechten Anteil von {fair}.</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Seat 1 starts as a person at this computer; a seat added by raising the number of players starts as a bot. Choose Human or Bot for any seat.</source>
        <translation>Platz 1 ist zu Beginn eine Person an diesem Computer; ein Platz, der durch mehr Spieler dazukommt, ist zu Beginn ein Bot. Wähle für jeden Platz Mensch oder Bot.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Finished games of the players at this computer (bots are not counted).</source>
        <translation>Beendete Spiele der Spieler an diesem Computer (Bots werden nicht gezählt).</translation>
    </message>
    <message>
        <source>A game played on from a moment of another game (Play on from here) is practice: it is counted under Practice only, never in Played, Won or Won %.</source>
        <translation>Ein Spiel, das von einem Moment eines anderen Spiels aus weitergespielt wird (Von hier weiterspielen), ist Übung: Es zählt nur unter Übung, nie bei Gespielt, Gewonnen oder Gewonnen %.</translation>
    </message>
    <message>
        <source>Statistics per player</source>
        <translation>Statistik pro Spieler</translation>
    </message>
    <message>
        <source>Player / game</source>
        <translation>Spieler / Spiel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Gewonnen %</translation>
    </message>
    <message>
        <source>Won with hints</source>
        <translation>Gewonnen mit Tipps</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Übung</translation>
    </message>
    <message>
        <source>Of the games won, those in which the winner asked for a hint</source>
        <translation>Von den gewonnenen Spielen die, in denen der Gewinner um einen Tipp gebeten hat</translation>
    </message>
    <message>
        <source>Games played on from a moment of another game: how many were won of how many were played</source>
        <translation>Spiele, die von einem Moment eines anderen Spiels aus weitergespielt wurden: wie viele von wie vielen gewonnen wurden</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every player&apos;s statistics?</source>
        <translation>Die Statistik aller Spieler vergessen?</translation>
    </message>
    <message>
        <source>{won} of {played} won</source>
        <translation>{won} von {played} gewonnen</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Players and table</source>
        <translation>Spieler und Tisch</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Table as a list</source>
        <translation>Tisch als Liste</translation>
    </message>
    <message>
        <source>Table (Enter plays a card)</source>
        <translation>Tisch (Eingabe spielt eine Karte aus)</translation>
    </message>
    <message>
        <source>{name} (bot)</source>
        <translation>{name} (Bot)</translation>
    </message>
    <message>
        <source>{name} (on a phone)</source>
        <translation>{name} (am Handy)</translation>
    </message>
    <message>
        <source>{name} — out</source>
        <translation>{name} — ausgeschieden</translation>
    </message>
    <message>
        <source>acting: {seat}</source>
        <translation>am Zug: {seat}</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>{zone}: {cards}</source>
        <translation>{zone}: {cards}</translation>
    </message>
    <message>
        <source>{zone}: {card}</source>
        <translation>{zone}: {card}</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a zone with no cards</comment>
        <translation>leer</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Statistics could not be saved: {error}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Nobody wins</source>
        <translation>Niemand gewinnt</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>{names} and {last} win!</source>
        <translation>{names} und {last} gewinnen!</translation>
    </message>
    <message>
        <source>**The last move** ({name}, move {index}):</source>
        <translation>**Der letzte Zug** ({name}, Zug {index}):</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>{game}: game over</source>
        <translation>{game}: Spiel vorbei</translation>
    </message>
    <message>
        <source>Export story summary</source>
        <translation>Zusammenfassung exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;Web page (*.html);;Markdown (*.md)</source>
        <translation>PDF (*.pdf);;Webseite (*.html);;Markdown (*.md)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>The story summary could not be made ({error}); no file was written.</source>
        <translation>Die Zusammenfassung konnte nicht erstellt werden ({error}); es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>Story summary saved</source>
        <translation>Zusammenfassung gespeichert</translation>
    </message>
    <message>
        <source>The story summary was written to {file}.</source>
        <translation>Die Zusammenfassung wurde in {file} geschrieben.</translation>
    </message>
    <message>
        <source>Story summary printed</source>
        <translation>Zusammenfassung gedruckt</translation>
    </message>
    <message>
        <source>Looking for the best move for the hint…</source>
        <translation>Der beste Zug für den Tipp wird gesucht …</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Tipp: {move}.</translation>
    </message>
    <message>
        <source>Hint: {move}. {reason}</source>
        <translation>Tipp: {move}. {reason}</translation>
    </message>
    <message>
        <source>Nobody moves after move {index}: the game is over there.</source>
        <translation>Nach Zug {index} macht niemand mehr einen Zug: Dort ist das Spiel vorbei.</translation>
    </message>
    <message>
        <source>After move {index} it is {names}&apos;s turn: while the game is on, a hint is only for the seat at the screen, on its own turn.</source>
        <translation>Nach Zug {index} ist {names} am Zug: Solange das Spiel läuft, gibt es einen Tipp nur für den Platz am Bildschirm, in seinem eigenen Zug.</translation>
    </message>
    <message>
        <source>After move {index} it is {names}&apos;s turn: choose their eyes (Eyes, under the table) to ask what they would play.</source>
        <translation>Nach Zug {index} ist {names} am Zug: Wähle deren Sicht (Sicht, unter dem Tisch), um zu fragen, was dort gespielt würde.</translation>
    </message>
    <message>
        <source>After move {index} it is {names}&apos;s turn: a hint is for the seat whose eyes the table shows.</source>
        <translation>Nach Zug {index} ist {names} am Zug: Ein Tipp gilt dem Platz, aus dessen Sicht der Tisch gezeigt wird.</translation>
    </message>
    <message>
        <source>No hint for this move: the game&apos;s bot has no suggestion.</source>
        <translation>Kein Tipp für diesen Zug: Der Bot des Spiels hat keinen Vorschlag.</translation>
    </message>
    <message>
        <source>Hint after move {index}, for {who}: {move}.</source>
        <translation>Tipp nach Zug {index}, für {who}: {move}.</translation>
    </message>
    <message>
        <source>{hint} {reason}</source>
        <translation>{hint} {reason}</translation>
    </message>
    <message>
        <source>Each person can play their hand on a phone instead of on this screen. Pick a seat, press Invite this seat and let its player scan its code with the phone&apos;s camera; the phone must be on the same Wi-Fi as this computer. A seat&apos;s address is a secret for that player only: whoever opens it sees those cards.</source>
        <translation>Jede Person kann ihre Hand auf einem Handy statt an diesem Bildschirm spielen. Wähle einen Platz, drücke „Diesen Platz einladen“ und lass seine Spielerin oder seinen Spieler den Code mit der Kamera des Handys scannen; das Handy muss im selben WLAN sein wie dieser Computer. Die Adresse eines Platzes ist ein Geheimnis nur für diese Person: Wer sie öffnet, sieht diese Karten.</translation>
    </message>
    <message>
        <source>Joined from a phone</source>
        <translation>Per Handy beigetreten</translation>
    </message>
    <message>
        <source>Waiting for the phone…</source>
        <translation>Warte auf das Handy…</translation>
    </message>
    <message>
        <source>At the table&apos;s screen</source>
        <translation>Am Bildschirm des Tischs</translation>
    </message>
    <message>
        <source>About inviting phones</source>
        <translation>Über das Einladen von Handys</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>&amp;Erreichbar unter:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>any free</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>The port phones connect to; “any free” lets the computer choose one.</source>
        <translation>Der Port, mit dem sich Handys verbinden; bei „beliebig“ wählt der Computer einen.</translation>
    </message>
    <message>
        <source>&amp;Start inviting</source>
        <translation>Einladen &amp;starten</translation>
    </message>
    <message>
        <source>Listening</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>State</source>
        <comment>of a seat invited to a phone</comment>
        <translation>Status</translation>
    </message>
    <message>
        <source>The seat&apos;s code to scan</source>
        <translation>Der Code des Platzes zum Scannen</translation>
    </message>
    <message>
        <source>The seat&apos;s address</source>
        <translation>Die Adresse des Platzes</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>About this seat</source>
        <translation>Über diesen Platz</translation>
    </message>
    <message>
        <source>&amp;Invite this seat</source>
        <translation>Diesen Platz &amp;einladen</translation>
    </message>
    <message>
        <source>&amp;Take back to the table</source>
        <translation>An den Tisch &amp;zurückholen</translation>
    </message>
    <message>
        <source>Invite phones</source>
        <translation>Handys einladen</translation>
    </message>
    <message>
        <source>{address} (this network)</source>
        <translation>{address} (dieses Netzwerk)</translation>
    </message>
    <message>
        <source>This computer only ({address})</source>
        <translation>Nur dieser Computer ({address})</translation>
    </message>
    <message>
        <source>Invite the seat at this screen?</source>
        <translation>Den Platz an diesem Bildschirm einladen?</translation>
    </message>
    <message>
        <source>{name} plays at this screen now. Inviting this seat shows its code here, and whoever scans it first plays it. Invite it to a phone?</source>
        <translation>{name} spielt gerade an diesem Bildschirm. Wird dieser Platz eingeladen, erscheint sein Code hier, und wer ihn zuerst scannt, spielt ihn. Auf ein Handy einladen?</translation>
    </message>
    <message>
        <source>&amp;Invite it</source>
        <translation>&amp;Einladen</translation>
    </message>
    <message>
        <source>{name}&apos;s address is copied. Send it to that player only.</source>
        <translation>Die Adresse von {name} ist kopiert. Schick sie nur diesem Spieler.</translation>
    </message>
    <message>
        <source>&amp;Stop inviting</source>
        <translation>Einladen &amp;beenden</translation>
    </message>
    <message>
        <source>Every seat comes back to the table&apos;s screen, and every address stops working.</source>
        <translation>Jeder Platz kehrt an den Bildschirm des Tischs zurück, und keine Adresse funktioniert mehr.</translation>
    </message>
    <message>
        <source>Listen for phones on the address chosen.</source>
        <translation>Macht den Tisch für Handys unter der gewählten Adresse erreichbar.</translation>
    </message>
    <message>
        <source>This game is over: no seat can be invited.</source>
        <translation>Dieses Spiel ist vorbei: Kein Platz kann eingeladen werden.</translation>
    </message>
    <message>
        <source>Listening on {host}:{port}: only a browser on this computer can open these addresses (for phones, stop and pick this computer&apos;s network address).</source>
        <translation>Erreichbar unter {host}:{port}: Nur ein Browser auf diesem Computer kann diese Adressen öffnen (für Handys: beenden und die Netzwerkadresse dieses Computers wählen).</translation>
    </message>
    <message>
        <source>Listening on {host}:{port}. A phone on the same network opens a seat&apos;s address.</source>
        <translation>Erreichbar unter {host}:{port}. Ein Handy im selben Netzwerk öffnet die Adresse eines Platzes.</translation>
    </message>
    <message>
        <source>Nothing listens for phones until you press Start inviting.</source>
        <translation>Handys können sich erst verbinden, wenn du „Einladen starten“ drückst.</translation>
    </message>
    <message>
        <source>Nothing listens for phones until you press Start inviting. No network was found: only this computer could reach the table.</source>
        <translation>Handys können sich erst verbinden, wenn du „Einladen starten“ drückst. Es wurde kein Netzwerk gefunden: Nur dieser Computer könnte den Tisch erreichen.</translation>
    </message>
    <message>
        <source>Scan this code with the phone&apos;s camera; the seat is played there once the page opens. Show it only to this seat&apos;s player.</source>
        <translation>Scanne diesen Code mit der Kamera des Handys; sobald sich die Seite öffnet, wird der Platz dort gespielt. Zeig ihn nur dem Spieler dieses Platzes.</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Dieses Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Playing on a phone.</source>
        <translation>Spielt am Handy.</translation>
    </message>
    <message>
        <source>Played at the table&apos;s screen.</source>
        <translation>Wird am Bildschirm des Tischs gespielt.</translation>
    </message>
    <message>
        <source>Press Start inviting to show this seat&apos;s code.</source>
        <translation>Drück „Einladen starten“, um den Code dieses Platzes zu zeigen.</translation>
    </message>
    <message>
        <source>The address is hidden now, so nobody else opens this seat. If the phone lost the page, take the seat back and invite it again: it gets a new address.</source>
        <translation>Die Adresse ist jetzt verborgen, damit niemand sonst diesen Platz öffnet. Hat das Handy die Seite verloren, hol den Platz zurück und lade ihn erneut ein: Er bekommt eine neue Adresse.</translation>
    </message>
    <message>
        <source>Invite it again for a new address; the old one no longer works.</source>
        <translation>Lade ihn erneut ein, um eine neue Adresse zu bekommen; die alte funktioniert nicht mehr.</translation>
    </message>
    <message>
        <source>&amp;Invite this seat again</source>
        <translation>Diesen Platz erneut &amp;einladen</translation>
    </message>
    <message>
        <source>Ca&amp;ncel this invitation</source>
        <translation>Diese Einladung &amp;widerrufen</translation>
    </message>
    <message>
        <source>CardTable games (*.cardtable.json *.json);;All files (*)</source>
        <translation>CardTable-Spiele (*.cardtable.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>{app} cannot write to its data folder {folder} ({problem}), so this copy does not autosave: use Game ▸ Save as to keep its game.</source>
        <translation>{app} kann nicht in seinen Datenordner {folder} schreiben ({problem}), daher sichert diese Kopie nicht automatisch: Nimm Spiel ▸ Speichern unter, um ihr Spiel zu behalten.</translation>
    </message>
    <message>
        <source>Not autosaving</source>
        <translation>Keine automatische Sicherung</translation>
    </message>
    <message>
        <source>Another copy of {app} is running with the usual autosave; this copy saves its game to {file}.</source>
        <translation>Eine andere Kopie von {app} läuft mit der üblichen automatischen Sicherung; diese Kopie sichert ihr Spiel in {file}.</translation>
    </message>
    <message>
        <source>Copy {number} of {app}: autosaves to {file}</source>
        <translation>Kopie {number} von {app}: sichert automatisch in {file}</translation>
    </message>
    <message>
        <source>Other copies of {app} own every autosave; this copy does not autosave (use Game ▸ Save as to keep its game).</source>
        <translation>Andere Kopien von {app} belegen jede automatische Sicherung; diese Kopie sichert nicht automatisch (nimm Spiel ▸ Speichern unter, um ihr Spiel zu behalten).</translation>
    </message>
    <message>
        <source>New game of {game}. {hint}</source>
        <translation>Neues Spiel {game}. {hint}</translation>
    </message>
    <message>
        <source>{file} cannot be opened ({error})</source>
        <translation>{file} kann nicht geöffnet werden ({error})</translation>
    </message>
    <message>
        <source>Cannot open game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened {file}.</source>
        <translation>{file} geöffnet.</translation>
    </message>
    <message>
        <source>it was left where it is.</source>
        <translation>sie blieb, wo sie ist.</translation>
    </message>
    <message>
        <source>The autosaved game could not be resumed ({reason}); {where}</source>
        <translation>Das automatisch gesicherte Spiel konnte nicht fortgesetzt werden ({reason}); {where}</translation>
    </message>
    <message>
        <source>Resumed your last game, without autosave: {app} cannot write to its data folder {folder} ({problem}). Use Game ▸ Save as to keep the game.</source>
        <translation>Dein letztes Spiel geht weiter, ohne automatische Sicherung: {app} kann nicht in seinen Datenordner {folder} schreiben ({problem}). Nimm Spiel ▸ Speichern unter, um das Spiel zu behalten.</translation>
    </message>
    <message>
        <source>Resumed your last game.</source>
        <translation>Dein letztes Spiel geht weiter.</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>The game could not be kept in Recent games: {error}</source>
        <translation>Das Spiel konnte nicht unter „Letzte Spiele“ aufbewahrt werden: {error}</translation>
    </message>
    <message>
        <source>Recent &amp;games</source>
        <translation>&amp;Letzte Spiele</translation>
    </message>
    <message>
        <source>Replace the game in progress?</source>
        <translation>Das laufende Spiel ersetzen?</translation>
    </message>
    <message numerus="yes">
        <source>The game of {game} in progress (%n move(s) so far) leaves the table. It is kept in Game ▸ Recent games, where you can play it on later.</source>
        <translation>
            <numerusform>Das laufende Spiel {game} (bisher %n Zug) verlässt den Tisch. Es bleibt unter Spiel ▸ Letzte Spiele, wo du es später weiterspielen kannst.</numerusform>
            <numerusform>Das laufende Spiel {game} (bisher %n Züge) verlässt den Tisch. Es bleibt unter Spiel ▸ Letzte Spiele, wo du es später weiterspielen kannst.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Replace it</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>(no game kept yet)</source>
        <translation>(noch kein Spiel aufbewahrt)</translation>
    </message>
    <message>
        <source>won by {names}</source>
        <translation>gewonnen von {names}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s), unfinished</source>
        <translation>
            <numerusform>%n Zug, nicht beendet</numerusform>
            <numerusform>%n Züge, nicht beendet</numerusform>
        </translation>
    </message>
    <message>
        <source>{game} — {names} — {state}</source>
        <translation>{game} — {names} — {state}</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Ansehen</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Saved {file}.</source>
        <translation>{file} gespeichert.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Your game is not saved</source>
        <translation>Dein Spiel ist nicht gespeichert</translation>
    </message>
    <message>
        <source>{failure} If you close now, the moves since the autosave last worked are lost. Save the game to another place first?</source>
        <translation>{failure} Wenn du jetzt schließt, gehen die Züge seit der letzten gelungenen automatischen Sicherung verloren. Das Spiel zuerst an einem anderen Ort speichern?</translation>
    </message>
    <message>
        <source>(no game has one yet)</source>
        <translation>(noch hat kein Spiel eine)</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation>Beginne ein neues Spiel über das Menü Spiel (Strg+N).</translation>
    </message>
    <message>
        <source>Setting out the table…</source>
        <translation>Der Tisch wird gedeckt…</translation>
    </message>
    <message>
        <source>Welcome to {app}.</source>
        <translation>Willkommen bei {app}.</translation>
    </message>
    <message>
        <source>Paper card games for everyone around one computer.</source>
        <translation>Kartenspiele für alle an einem Computer.</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>Gespeichertes Spiel &amp;ansehen…</translation>
    </message>
    <message>
        <source>Review &amp;this game</source>
        <translation>Dieses Spiel an&amp;sehen</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Invite phones…</source>
        <translation>&amp;Handys einladen…</translation>
    </message>
    <message>
        <source>Story &amp;summary…</source>
        <translation>&amp;Zusammenfassung…</translation>
    </message>
    <message>
        <source>&amp;Print story summary…</source>
        <translation>Zusammenfassung &amp;drucken…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Diagramm</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>Designer &amp;lab…</source>
        <translation>Autoren&amp;labor…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>Watch a &amp;worked example</source>
        <translation>&amp;Beispielpartie ansehen</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>&amp;Über {app}</translation>
    </message>
    <message>
        <source>[{key}] {name} (on a phone)</source>
        <translation>[{key}] {name} (am Handy)</translation>
    </message>
    <message>
        <source>{caption} — press yours any time to {verb}: {keys}</source>
        <translation>{caption} — mit deiner Taste kannst du jederzeit {verb}: {keys}</translation>
    </message>
    <message>
        <source>Cannot listen for phones on {address}: {why}</source>
        <translation>Unter {address} können sich keine Handys verbinden: {why}</translation>
    </message>
    <message>
        <source>Cannot listen for phones ({error}).</source>
        <translation>Handys können sich nicht verbinden ({error}).</translation>
    </message>
    <message>
        <source>another program uses that port. Pick another port, or “any free”.</source>
        <translation>ein anderes Programm nutzt diesen Port. Wähle einen anderen Port oder „beliebig“.</translation>
    </message>
    <message>
        <source>this computer no longer has that address (a network left?). Pick another address.</source>
        <translation>dieser Computer hat diese Adresse nicht mehr (ein Netzwerk verlassen?). Wähle eine andere Adresse.</translation>
    </message>
    <message>
        <source>that port is reserved. Pick one above 1024, or “any free”.</source>
        <translation>dieser Port ist reserviert. Wähle einen über 1024 oder „beliebig“.</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
    <message>
        <source>A new game of {game} from the opening table</source>
        <translation>Ein neues Spiel {game} ab dem Anfangstisch</translation>
    </message>
    <message>
        <source>A new game of {game} from move {index}</source>
        <translation>Ein neues Spiel {game} ab Zug {index}</translation>
    </message>
    <message>
        <source>The table is as it was then and the cards still to come are the same; from there the game is new. Choose who plays each seat: the same players, others, or bots.</source>
        <translation>Der Tisch ist, wie er damals war, und die noch kommenden Karten sind dieselben; ab dort ist das Spiel neu. Wähle, wer welchen Platz spielt: dieselben Spieler, andere oder Bots.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>A bot plays its seat by itself; a person plays at this computer.</source>
        <translation>Ein Bot spielt seinen Platz selbst; eine Person spielt an diesem Computer.</translation>
    </message>
    <message>
        <source>Choose a move</source>
        <translation>Wähle einen Zug</translation>
    </message>
    <message>
        <source>Delete this entry?</source>
        <translation>Diesen Eintrag löschen?</translation>
    </message>
    <message>
        <source>Take this entry out of the story? Undo does not bring it back.

{text}</source>
        <translation>Diesen Eintrag aus der Geschichte nehmen? Rückgängig holt ihn nicht zurück.

{text}</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Undone: {move}.</source>
        <translation>Rückgängig gemacht: {move}.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Rückgängig gemacht.</translation>
    </message>
    <message>
        <source>Redone: {move}.</source>
        <translation>Wiederholt: {move}.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Wiederholt.</translation>
    </message>
    <message>
        <source>Everyone may look at what came to light, then press “Pass to {next}” (Enter): {shown}</source>
        <translation>Alle dürfen sich ansehen, was aufgedeckt wurde; dann „An {next} übergeben“ drücken (Eingabe): {shown}</translation>
    </message>
    <message>
        <source>{name}, look at your new card, then press “Hide my cards” (Enter): the phones play next.</source>
        <translation>{name}, schau dir deine neue Karte an und drück dann „Meine Karten verdecken“ (Eingabe): Als Nächstes spielen die Handys.</translation>
    </message>
    <message>
        <source>{name}, look at your new card, then press “Pass to {next}” (Enter) to hide your hand before {next} sits down.</source>
        <translation>{name}, schau dir deine neue Karte an und drück dann „An {next} übergeben“ (Eingabe), um deine Hand zu verdecken, bevor {next} sich hinsetzt.</translation>
    </message>
    <message>
        <source>{name} is playing on their phone; the screen shows only what everyone may see.</source>
        <translation>{name} spielt am Handy; der Bildschirm zeigt nur, was alle sehen dürfen.</translation>
    </message>
    <message>
        <source>{names} and {last} are playing on their phones; the screen shows only what everyone may see.</source>
        <translation>{names} und {last} spielen am Handy; der Bildschirm zeigt nur, was alle sehen dürfen.</translation>
    </message>
    <message>
        <source>Hide my cards ▸</source>
        <translation>Meine Karten verdecken ▸</translation>
    </message>
    <message>
        <source>Pass to {name} ▸</source>
        <translation>An {name} übergeben ▸</translation>
    </message>
    <message>
        <source>Narrator</source>
        <translation>Erzähler</translation>
    </message>
    <message>
        <source>[move {index}] {who}: {text}</source>
        <translation>[Zug {index}] {who}: {text}</translation>
    </message>
    <message>
        <source>Pass the computer</source>
        <translation>Gib den Computer weiter</translation>
    </message>
    <message>
        <source>Only the named player should look at the screen now.</source>
        <translation>Jetzt sollte nur der genannte Spieler auf den Bildschirm schauen.</translation>
    </message>
    <message>
        <source>I&apos;m ready — show my cards</source>
        <translation>Ich bin bereit — zeig meine Karten</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Pass to {name} — ready?</source>
        <translation>Übergib an {name} — bereit?</translation>
    </message>
    <message>
        <source>Everyone else, look away. {name}, press the button (or Enter) when only you can see the screen.</source>
        <translation>Alle anderen schauen weg. {name}, drück den Knopf (oder die Eingabetaste), wenn nur du den Bildschirm sehen kannst.</translation>
    </message>
    <message>
        <source>I&apos;m {name} — show my cards</source>
        <translation>Ich bin {name} — zeig meine Karten</translation>
    </message>
    <message>
        <source>Every card open</source>
        <translation>Alle Karten offen</translation>
    </message>
    <message>
        <source>What everyone saw</source>
        <translation>Was alle sahen</translation>
    </message>
    <message>
        <source>Reviewing move {index} of {last} — every card open</source>
        <translation>Rückschau: Zug {index} von {last} — alle Karten offen</translation>
    </message>
    <message>
        <source>Reviewing move {index} of {last} — as everyone saw it</source>
        <translation>Rückschau: Zug {index} von {last} — wie alle ihn sahen</translation>
    </message>
    <message>
        <source>Reviewing move {index} of {last} — as {name} saw it</source>
        <translation>Rückschau: Zug {index} von {last} — wie {name} ihn sah</translation>
    </message>
    <message>
        <source>The opening table, before the first move.</source>
        <translation>Der Anfangstisch, vor dem ersten Zug.</translation>
    </message>
    <message>
        <source>Move {index}: {said}</source>
        <translation>Zug {index}: {said}</translation>
    </message>
    <message>
        <source>Move {index}: {name} moved.</source>
        <translation>Zug {index}: {name} hat einen Zug gemacht.</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Gespeichertes Spiel ansehen</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>Das Spiel kann nicht angesehen werden</translation>
    </message>
    <message>
        <source>The example stops at move {index}: {error}</source>
        <translation>Das Beispiel endet bei Zug {index}: {error}</translation>
    </message>
    <message>
        <source>{game}: worked example</source>
        <translation>{game}: Beispielpartie</translation>
    </message>
    <message numerus="yes">
        <source>The worked example of {game}: %n move(s). Space pauses; the arrow keys step.</source>
        <translation>
            <numerusform>Die Beispielpartie von {game}: %n Zug. Die Leertaste hält an; die Pfeiltasten gehen schrittweise.</numerusform>
            <numerusform>Die Beispielpartie von {game}: %n Züge. Die Leertaste hält an; die Pfeiltasten gehen schrittweise.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot be reviewed now.</source>
        <translation>Dieses Spiel kann jetzt nicht angesehen werden.</translation>
    </message>
    <message>
        <source>Playing on from a move is for finished games and worked examples: a game still being played keeps its hidden cards.</source>
        <translation>Von einem Zug aus weiterspielen geht nur bei beendeten Spielen und Beispielpartien: Ein laufendes Spiel behält seine verdeckten Karten.</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Zurück zum Spiel</translation>
    </message>
    <message>
        <source>&amp;Close the review</source>
        <translation>Rückschau &amp;schließen</translation>
    </message>
    <message>
        <source>{app} — Reviewing {game}</source>
        <translation>{app} — Rückschau: {game}</translation>
    </message>
    <message>
        <source>The game is over at move {index}: choose an earlier move to play on from.</source>
        <translation>Bei Zug {index} ist das Spiel vorbei: Wähle einen früheren Zug, um von dort weiterzuspielen.</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>Cannot play on from here</source>
        <translation>Von hier aus kann nicht weitergespielt werden</translation>
    </message>
    <message>
        <source>A new game of {game} from the opening table of the game reviewed.</source>
        <translation>Ein neues Spiel {game} ab dem Anfangstisch des angesehenen Spiels.</translation>
    </message>
    <message>
        <source>A new game of {game} from move {index} of the game reviewed.</source>
        <translation>Ein neues Spiel {game} ab Zug {index} des angesehenen Spiels.</translation>
    </message>
    <message>
        <source>The settings could not be read ({reason}).</source>
        <translation>Die Einstellungen konnten nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <source>{problem} The default settings are used.</source>
        <translation>{problem} Es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <source>The settings could not be saved ({reason}).</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden ({reason}).</translation>
    </message>
    <message>
        <source>The settings file was set aside because {reason}; {where}</source>
        <translation>Die Einstellungsdatei wurde beiseitegelegt, weil {reason}; {where}</translation>
    </message>
    <message>
        <source>no audio output on this computer</source>
        <translation>dieser Computer hat keine Tonausgabe</translation>
    </message>
    <message>
        <source>Sound cannot be heard here: there is no audio output.</source>
        <translation>Der Ton ist hier nicht zu hören: Es gibt keine Audioausgabe.</translation>
    </message>
    <message>
        <source>Sound is off: it could not be played here ({reason}).</source>
        <translation>Der Ton ist aus: Er kann hier nicht abgespielt werden ({reason}).</translation>
    </message>
    <message>
        <source>it</source>
        <comment>the statistics file, in why it cannot be read</comment>
        <translation>sie</translation>
    </message>
    <message>
        <source>it is not a statistics file</source>
        <translation>sie ist keine Statistikdatei</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}); {where} Counting starts afresh.</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden ({reason}); {where} Die Zählung beginnt neu.</translation>
    </message>
    <message>
        <source>Add narration to the story at any time; it is never required.</source>
        <translation>Du kannst der Geschichte jederzeit eine Erzählung hinzufügen; nötig ist das nie.</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>Geschichte</translation>
    </message>
    <message>
        <source>Open story prompts</source>
        <translation>Offene Erzählimpulse</translation>
    </message>
    <message>
        <source>Story prompt</source>
        <translation>Erzählimpuls</translation>
    </message>
    <message>
        <source>Narration</source>
        <translation>Erzählung</translation>
    </message>
    <message>
        <source>Ctrl+Enter adds it to the journal</source>
        <translation>Strg+Eingabe trägt sie ins Journal ein</translation>
    </message>
    <message>
        <source>Narration length</source>
        <translation>Länge der Erzählung</translation>
    </message>
    <message>
        <source>&amp;Dismiss prompt</source>
        <translation>Impuls &amp;verwerfen</translation>
    </message>
    <message>
        <source>Close the selected prompt without narrating</source>
        <translation>Schließt den gewählten Erzählimpuls, ohne zu erzählen</translation>
    </message>
    <message>
        <source>Add to &amp;journal</source>
        <translation>Ins &amp;Journal</translation>
    </message>
    <message>
        <source>Add the narration to the story (Ctrl+Enter)</source>
        <translation>Die Erzählung zur Geschichte hinzufügen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Story journal</source>
        <translation>Journal der Geschichte</translation>
    </message>
    <message>
        <source>De&amp;lete my entry</source>
        <translation>Meinen Eintrag &amp;löschen</translation>
    </message>
    <message>
        <source>Take the selected entry out of the story (only its author can)</source>
        <translation>Den gewählten Eintrag aus der Geschichte nehmen (nur wer ihn schrieb, kann das)</translation>
    </message>
    <message>
        <source>Prompts (select one to answer it)</source>
        <translation>Erzählimpulse (wähle einen, um ihn zu beantworten)</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>{who}: {prompt}</source>
        <translation>{who}: {prompt}</translation>
    </message>
    <message>
        <source>For {who}</source>
        <translation>Für {who}</translation>
    </message>
    <message numerus="yes">
        <source>Story (%n)</source>
        <comment>the Story tab: how many prompts wait</comment>
        <translation>
            <numerusform>Geschichte (%n)</numerusform>
            <numerusform>Geschichte (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Story, %n prompt(s) waiting</source>
        <translation>
            <numerusform>Geschichte, %n Erzählimpuls offen</numerusform>
            <numerusform>Geschichte, %n Erzählimpulse offen</numerusform>
        </translation>
    </message>
    <message>
        <source>Story, no prompts waiting</source>
        <translation>Geschichte, keine Erzählimpulse offen</translation>
    </message>
    <message>
        <source>Your narration answers the prompt for everyone.</source>
        <translation>Deine Erzählung beantwortet den Erzählimpuls für alle.</translation>
    </message>
    <message>
        <source>Your narration answers the prompt for {who}.</source>
        <translation>Deine Erzählung beantwortet den Erzählimpuls für {who}.</translation>
    </message>
    <message>
        <source>What happens? (optional; the story has room for {room} more characters)</source>
        <translation>Was passiert? (freiwillig; die Geschichte hat noch Platz für {room} Zeichen)</translation>
    </message>
    <message>
        <source>What happens? (optional, up to {most} characters)</source>
        <translation>Was passiert? (freiwillig, bis zu {most} Zeichen)</translation>
    </message>
    <message>
        <source>This narration</source>
        <translation>Diese Erzählung</translation>
    </message>
    <message>
        <source>January</source>
        <translation>Januar</translation>
    </message>
    <message>
        <source>February</source>
        <translation>Februar</translation>
    </message>
    <message>
        <source>March</source>
        <translation>März</translation>
    </message>
    <message>
        <source>April</source>
        <translation>April</translation>
    </message>
    <message>
        <source>May</source>
        <translation>Mai</translation>
    </message>
    <message>
        <source>June</source>
        <translation>Juni</translation>
    </message>
    <message>
        <source>July</source>
        <translation>Juli</translation>
    </message>
    <message>
        <source>August</source>
        <translation>August</translation>
    </message>
    <message>
        <source>September</source>
        <translation>September</translation>
    </message>
    <message>
        <source>October</source>
        <translation>Oktober</translation>
    </message>
    <message>
        <source>November</source>
        <translation>November</translation>
    </message>
    <message>
        <source>December</source>
        <translation>Dezember</translation>
    </message>
    <message>
        <source>The players</source>
        <translation>Die Spieler</translation>
    </message>
    <message>
        <source>Turning points</source>
        <translation>Wendepunkte</translation>
    </message>
    <message>
        <source>In the players&apos; words</source>
        <translation>In den Worten der Spieler</translation>
    </message>
    <message>
        <source>The table as the game ended</source>
        <translation>Der Tisch am Ende des Spiels</translation>
    </message>
    <message>
        <source>The table when this summary was written</source>
        <translation>Der Tisch, als diese Zusammenfassung geschrieben wurde</translation>
    </message>
    <message>
        <source>How the game went</source>
        <translation>Wie das Spiel verlief</translation>
    </message>
    <message>
        <source>The outcome</source>
        <translation>Der Ausgang</translation>
    </message>
    <message>
        <source>Where the game stands</source>
        <translation>Wo das Spiel steht</translation>
    </message>
    <message>
        <source>How it was played</source>
        <translation>Wie gespielt wurde</translation>
    </message>
    <message>
        <source>{game}: the story of the game</source>
        <translation>{game}: die Geschichte des Spiels</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
    <message>
        <source>{day} {month} {year}</source>
        <translation>{day}. {month} {year}</translation>
    </message>
    <message>
        <source>{day} at {time}</source>
        <translation>{day} um {time}</translation>
    </message>
    <message>
        <source>{day} at {time} UTC</source>
        <translation>{day} um {time} UTC</translation>
    </message>
    <message>
        <source>{day} at {time} (UTC{offset})</source>
        <translation>{day} um {time} (UTC{offset})</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} und {last}</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bot(s) {names}</source>
        <comment>with them</comment>
        <translation>
            <numerusform>dem Bot {names}</numerusform>
            <numerusform>den Bots {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bot(s) {names}</source>
        <comment>who sat down</comment>
        <translation>
            <numerusform>der Bot {names}</numerusform>
            <numerusform>die Bots {names}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} sat down to a game of {game} with {bots} on {date}.</source>
        <translation>
            <numerusform>Am {date} spielte {players} mit {bots} eine Partie {game}.</numerusform>
            <numerusform>Am {date} spielten {players} mit {bots} eine Partie {game}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} sat down to a game of {game} with {bots}.</source>
        <translation>
            <numerusform>{players} spielte mit {bots} eine Partie {game}.</numerusform>
            <numerusform>{players} spielten mit {bots} eine Partie {game}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} sat down to a game of {game} on {date}.</source>
        <translation>
            <numerusform>Am {date} spielte {players} eine Partie {game}.</numerusform>
            <numerusform>Am {date} spielten {players} eine Partie {game}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{players} sat down to a game of {game}.</source>
        <translation>
            <numerusform>{players} spielte eine Partie {game}.</numerusform>
            <numerusform>{players} spielten eine Partie {game}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ran for {pace}, and it was left unfinished.</source>
        <translation>Das Spiel ging über {pace} und wurde nicht zu Ende gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>The game ran for {pace}, and {winners} won.</source>
        <translation>
            <numerusform>Das Spiel ging über {pace}, und {winners} gewann.</numerusform>
            <numerusform>Das Spiel ging über {pace}, und {winners} teilten sich den Sieg.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ran for {pace}, and nobody won.</source>
        <translation>Das Spiel ging über {pace}, und niemand gewann.</translation>
    </message>
    <message>
        <source>No move was played.</source>
        <translation>Es wurde kein Zug gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>No move was played, and {winners} won.</source>
        <translation>
            <numerusform>Es wurde kein Zug gespielt, und {winners} gewann.</numerusform>
            <numerusform>Es wurde kein Zug gespielt, und {winners} teilten sich den Sieg.</numerusform>
        </translation>
    </message>
    <message>
        <source>No move was played, and nobody won.</source>
        <translation>Es wurde kein Zug gespielt, und niemand gewann.</translation>
    </message>
    <message>
        <source>The aim: {blurb}</source>
        <translation>Das Ziel: {blurb}</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>This game has no options; it was played by the standard rules.</source>
        <translation>Dieses Spiel hat keine Optionen; es wurde nach den Standardregeln gespielt.</translation>
    </message>
    <message>
        <source>Every option was left at its default.</source>
        <translation>Jede Option blieb auf ihrer Vorgabe.</translation>
    </message>
    <message numerus="yes">
        <source>%n option(s) differed from the defaults.</source>
        <translation>
            <numerusform>%n Option wich von den Vorgaben ab.</numerusform>
            <numerusform>%n Optionen wichen von den Vorgaben ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>The game&apos;s own story</source>
        <translation>Die eigene Geschichte des Spiels</translation>
    </message>
    <message>
        <source>{game} could not tell its part of the story.</source>
        <translation>{game} konnte seinen Teil der Geschichte nicht erzählen.</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>Zug {turn}</translation>
    </message>
    <message>
        <source>Nobody was knocked out and nobody lost a life: a quiet game.</source>
        <translation>Niemand schied aus und niemand verlor ein Leben: ein ruhiges Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>… %n more turn(s) with key moments are left out here …</source>
        <translation>
            <numerusform>… %n weiterer Zug mit wichtigen Momenten ist hier ausgelassen …</numerusform>
            <numerusform>… %n weitere Züge mit wichtigen Momenten sind hier ausgelassen …</numerusform>
        </translation>
    </message>
    <message>
        <source>before the first move</source>
        <translation>vor dem ersten Zug</translation>
    </message>
    <message>
        <source>after {name}&apos;s move</source>
        <translation>nach dem Zug von {name}</translation>
    </message>
    <message>
        <source>when {event}</source>
        <translation>bei „{event}“</translation>
    </message>
    <message>
        <source>after {event}</source>
        <translation>nach „{event}“</translation>
    </message>
    <message>
        <source>win wins won winner winners</source>
        <comment>the words that say who won a game, separated by spaces</comment>
        <translation>gewinnen gewinnt gewann gewannen gewonnen Gewinner Gewinnerin Gewinnerinnen siegt siegen siegte siegten Sieger Siegerin</translation>
    </message>
    <message>
        <source>The game did not reach its end, so there is no winner.</source>
        <translation>Das Spiel kam nicht zu seinem Ende, also gibt es keinen Gewinner.</translation>
    </message>
    <message>
        <source>{result} Well played!</source>
        <translation>{result} Gut gespielt!</translation>
    </message>
    <message numerus="yes">
        <source>{winners} is the winner. Well played!</source>
        <translation>
            <numerusform>{winners} gewinnt. Gut gespielt!</numerusform>
            <numerusform>{winners} teilen sich den Sieg. Gut gespielt!</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody won this time.</source>
        <translation>Diesmal hat niemand gewonnen.</translation>
    </message>
    <message>
        <source>no extension</source>
        <translation>keine Endung</translation>
    </message>
    <message>
        <source>cannot save the story summary as {suffix}: use a file name ending in .md, .html or .pdf</source>
        <translation>die Zusammenfassung kann nicht als {suffix} gespeichert werden: nimm einen Dateinamen, der auf .md, .html oder .pdf endet</translation>
    </message>
    <message>
        <source>chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>cannot start drawing the story summary</source>
        <translation>das Zeichnen der Zusammenfassung kann nicht beginnen</translation>
    </message>
    <message>
        <source>could not write a PDF to {path}</source>
        <translation>konnte kein PDF nach {path} schreiben</translation>
    </message>
    <message>
        <source>Print the story summary</source>
        <translation>Zusammenfassung drucken</translation>
    </message>
    <message>
        <source>The story summary was printed to the file {file}.</source>
        <translation>Die Zusammenfassung wurde in die Datei {file} gedruckt.</translation>
    </message>
    <message>
        <source>The story summary was sent to the printer {printer}.</source>
        <translation>Die Zusammenfassung wurde an den Drucker {printer} gesendet.</translation>
    </message>
    <message>
        <source>The story summary was sent to the printer.</source>
        <translation>Die Zusammenfassung wurde an den Drucker gesendet.</translation>
    </message>
    <message>
        <source>Move shown</source>
        <translation>Gezeigter Zug</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>First move: the opening table (Home)</source>
        <translation>Erster Zug: der Anfangstisch (Pos1)</translation>
    </message>
    <message>
        <source>First move: the opening table</source>
        <translation>Erster Zug: der Anfangstisch</translation>
    </message>
    <message>
        <source>Previous moment (Page Up)</source>
        <translation>Vorheriger Moment (Bild auf)</translation>
    </message>
    <message>
        <source>Previous moment</source>
        <translation>Vorheriger Moment</translation>
    </message>
    <message>
        <source>Step back one move (Left)</source>
        <translation>Einen Zug zurück (Links)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Abspielen (Leertaste)</translation>
    </message>
    <message>
        <source>Step forward one move (Right)</source>
        <translation>Einen Zug vor (Rechts)</translation>
    </message>
    <message>
        <source>Step forward one move</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>Next moment (Page Down)</source>
        <translation>Nächster Moment (Bild ab)</translation>
    </message>
    <message>
        <source>Next moment</source>
        <translation>Nächster Moment</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Letzter Zug (Ende)</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Letzter Zug</translation>
    </message>
    <message>
        <source>Whose eyes</source>
        <translation>Wessen Sicht</translation>
    </message>
    <message>
        <source>Show the table as this player saw it, or with every card open</source>
        <translation>Zeigt den Tisch, wie dieser Spieler ihn sah, oder mit allen Karten offen</translation>
    </message>
    <message>
        <source>&amp;Eyes:</source>
        <translation>&amp;Sicht:</translation>
    </message>
    <message>
        <source>Play &amp;on from here…</source>
        <translation>Von hier aus &amp;weiterspielen…</translation>
    </message>
    <message>
        <source>Start a new game from the move shown, with the cards still to come</source>
        <translation>Beginnt ein neues Spiel ab dem gezeigten Zug, mit den noch kommenden Karten</translation>
    </message>
    <message>
        <source>Step back one move</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Leave the review</source>
        <translation>Rückschau verlassen</translation>
    </message>
    <message>
        <source>Leave the review (Escape)</source>
        <translation>Rückschau verlassen (Esc)</translation>
    </message>
    <message>
        <source>What the move did</source>
        <translation>Was der Zug bewirkt hat</translation>
    </message>
    <message>
        <source>Move {index} of {last}</source>
        <translation>Zug {index} von {last}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <comment>the review</comment>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>Every moment</source>
        <translation>Alle Momente</translation>
    </message>
    <message>
        <source>Cards shown</source>
        <translation>Gezeigte Karten</translation>
    </message>
    <message>
        <source>Phases and rounds</source>
        <translation>Phasen und Runden</translation>
    </message>
    <message>
        <source>Hand-overs</source>
        <translation>Übergaben</translation>
    </message>
    <message>
        <source>Players out and the end</source>
        <translation>Ausgeschiedene und das Ende</translation>
    </message>
    <message>
        <source>Moments</source>
        <translation>Momente</translation>
    </message>
    <message>
        <source>Moments to list</source>
        <translation>Aufzulistende Momente</translation>
    </message>
    <message>
        <source>Moments of the game</source>
        <translation>Momente des Spiels</translation>
    </message>
    <message>
        <source>Opening: {said}</source>
        <translation>Anfang: {said}</translation>
    </message>
    <message>
        <source>Lit: where your moves start — drag a card from there, or double-click it.</source>
        <translation>Hervorgehoben: wo deine Züge beginnen — schieb von dort eine Karte oder doppelklicke sie.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Drop the card on a highlighted place.</source>
        <translation>Leg die Karte an einer hervorgehobenen Stelle ab.</translation>
    </message>
    <message>
        <source>Note: “{note}”</source>
        <translation>Notiz: „{note}“</translation>
    </message>
    <message>
        <source>Last reveal</source>
        <translation>Zuletzt aufgedeckt</translation>
    </message>
    <message numerus="yes">
        <source>Last reveal: %n card(s) ▸</source>
        <translation>
            <numerusform>Zuletzt aufgedeckt: %n Karte ▸</numerusform>
            <numerusform>Zuletzt aufgedeckt: %n Karten ▸</numerusform>
        </translation>
    </message>
    <message>
        <source>Last reveal: {shown} of {count} ▸</source>
        <translation>Zuletzt aufgedeckt: {shown} von {count} ▸</translation>
    </message>
    <message>
        <source>Last reveal (click a card to see it large):</source>
        <translation>Zuletzt aufgedeckt (klick eine Karte an, um sie groß zu sehen):</translation>
    </message>
    <message>
        <source>Last reveal: {cards}</source>
        <translation>Zuletzt aufgedeckt: {cards}</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>der Tisch</translation>
    </message>
    <message>
        <source>an image must be {least} to {most} pixels wide, not {width}</source>
        <translation>ein Bild muss {least} bis {most} Pixel breit sein, nicht {width}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Spielstein</translation>
    </message>
    <message>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <source>{card}, note: “{note}”</source>
        <translation>{card}, Notiz: „{note}“</translation>
    </message>
    <message>
        <source>{place} ({caption})</source>
        <translation>{place} ({caption})</translation>
    </message>
    <message>
        <source>your {place}</source>
        <translation>{place} von dir</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>{name}&apos;s {place}</source>
        <translation>{place} von {name}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), {hidden} face down</source>
        <translation>
            <numerusform>%n Karte, davon {hidden} verdeckt</numerusform>
            <numerusform>%n Karten, davon {hidden} verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>a token on {place}</source>
        <translation>{place}: ein Spielstein</translation>
    </message>
    <message>
        <source>top card of {place}</source>
        <translation>{place}: oberste Karte</translation>
    </message>
    <message numerus="yes">
        <source>top card of {place}, %n card(s) there</source>
        <translation>
            <numerusform>{place}: oberste Karte, dort liegt %n Karte</numerusform>
            <numerusform>{place}: oberste Karte, dort liegen %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{place}, card {number} of {count}</source>
        <translation>{place}, Karte {number} von {count}</translation>
    </message>
    <message>
        <source>Enter makes its usual move; the menu key lists its moves.</source>
        <translation>Die Eingabetaste macht ihren üblichen Zug; die Menütaste zeigt alle ihre Züge.</translation>
    </message>
    <message>
        <source>Arrow keys go from card to card, Page Down and Page Up from place to place; Enter makes a card&apos;s usual move, the menu key lists its moves.</source>
        <translation>Die Pfeiltasten gehen von Karte zu Karte, Bild ab und Bild auf von Bereich zu Bereich; die Eingabetaste macht den üblichen Zug einer Karte, die Menütaste zeigt alle ihre Züge.</translation>
    </message>
    <message>
        <source>{name} (bot) could not move: {error}</source>
        <translation>{name} (Bot) konnte keinen Zug machen: {error}</translation>
    </message>
    <message>
        <source>{name} plays from a phone now</source>
        <translation>{name} spielt jetzt vom Handy aus</translation>
    </message>
    <message>
        <source>{name} plays at the screen again</source>
        <translation>{name} spielt wieder am Bildschirm</translation>
    </message>
    <message>
        <source>the game was reopened</source>
        <translation>das Spiel wurde neu geöffnet</translation>
    </message>
    <message>
        <source>the turn has passed to a phone</source>
        <translation>der Zug ist an ein Handy übergegangen</translation>
    </message>
    <message>
        <source>the turn has passed to {name}</source>
        <translation>der Zug ist an {name} übergegangen</translation>
    </message>
    <message>
        <source>This seat is played at the table&apos;s screen now.</source>
        <translation>Dieser Platz wird jetzt am Bildschirm des Tisches gespielt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Press Ready first.</source>
        <translation>Drück zuerst „Bereit“.</translation>
    </message>
    <message>
        <source>Wait: it is {names}&apos;s turn.</source>
        <translation>Warte, am Zug ist: {names}.</translation>
    </message>
    <message>
        <source>You have already played this turn: {moves}. The phones play next: press “Hide my cards” first.</source>
        <translation>Du hast in diesem Zug schon gespielt: {moves}. Als Nächstes spielen die Handys: Drück zuerst „Meine Karten verdecken“.</translation>
    </message>
    <message>
        <source>You have already played this turn: {moves}. It is {name}&apos;s turn: pass the screen to {name}.</source>
        <translation>Du hast in diesem Zug schon gespielt: {moves}. {name} ist am Zug: Übergib den Bildschirm an {name}.</translation>
    </message>
    <message>
        <source>You have already played this turn: {moves}. It is {names}&apos;s turn.</source>
        <translation>Du hast in diesem Zug schon gespielt: {moves}. Am Zug ist: {names}.</translation>
    </message>
    <message>
        <source>A card from {place}</source>
        <translation>Eine Karte aus „{place}“</translation>
    </message>
    <message>
        <source>{card} can go only to {places} now, not to {place}.</source>
        <translation>{card} darf jetzt nur hierhin: {places} – nicht hierhin: {place}.</translation>
    </message>
    <message>
        <source>{card} has no move now. You can: {moves}.</source>
        <translation>{card} hat jetzt keinen Zug. Du kannst: {moves}.</translation>
    </message>
    <message>
        <source>{some} or {last}</source>
        <translation>{some} oder {last}</translation>
    </message>
    <message>
        <source>Which move?</source>
        <translation>Welcher Zug?</translation>
    </message>
    <message>
        <source>That choice is no longer open.</source>
        <translation>Diese Wahl steht nicht mehr offen.</translation>
    </message>
    <message>
        <source>A phone plays only for its own seat.</source>
        <translation>Ein Handy spielt nur für seinen eigenen Platz.</translation>
    </message>
    <message>
        <source>Unknown request: {kind}.</source>
        <translation>Unbekannte Anfrage: {kind}.</translation>
    </message>
    <message>
        <source>{name} plays from a phone: that key is on their phone.</source>
        <translation>{name} spielt vom Handy aus: Diese Taste ist auf dem Handy.</translation>
    </message>
    <message>
        <source>Nobody can {verb} now: the game is over.</source>
        <translation>Jetzt kann niemand mehr {verb}: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{name} cannot {verb} now: {reason}</source>
        <translation>{name} kann jetzt nicht {verb}: {reason}</translation>
    </message>
    <message>
        <source>{name} cannot {verb} now</source>
        <translation>{name} kann jetzt nicht {verb}</translation>
    </message>
    <message>
        <source>{name}: which {choice}?</source>
        <translation>{name}: {choice} wählen</translation>
    </message>
    <message>
        <source>Your words</source>
        <translation>Deine Worte</translation>
    </message>
    <message>
        <source>This text</source>
        <translation>Dieser Text</translation>
    </message>
    <message>
        <source>the phones</source>
        <translation>die Handys</translation>
    </message>
    <message>
        <source>the turn has passed from {name}</source>
        <translation>der Zug von {name} ist vorbei</translation>
    </message>
    <message>
        <source>{name}: {move}</source>
        <translation>{name}: {move}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>The game is over: its moves stand.</source>
        <translation>Das Spiel ist vorbei: Seine Züge bleiben bestehen.</translation>
    </message>
    <message>
        <source>Only {name} can take back their move.</source>
        <translation>Nur {name} kann diesen Zug zurücknehmen.</translation>
    </message>
    <message>
        <source>Nothing to undo yet.</source>
        <translation>Noch nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Cannot undo: {reason} — moves before it stand.</source>
        <translation>Rückgängig nicht möglich: {reason} — die Züge davor bleiben bestehen.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Autosave works again: every move so far is saved.</source>
        <translation>Die automatische Sicherung funktioniert wieder: Alle bisherigen Züge sind gesichert.</translation>
    </message>
    <message>
        <source>Autosave still failing: {reason}. Your moves are kept, and saved again as soon as there is room.</source>
        <translation>Automatische Sicherung weiterhin fehlgeschlagen: {reason}. Deine Züge bleiben erhalten und werden wieder gesichert, sobald Platz ist.</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}. Your moves are kept, and saved again as soon as there is room.</source>
        <translation>Automatische Sicherung fehlgeschlagen: {reason}. Deine Züge bleiben erhalten und werden wieder gesichert, sobald Platz ist.</translation>
    </message>
    <message>
        <source>Autosave still failing: {reason}. Your moves are kept, and saving is tried again after every move (or use Game ▸ Save as).</source>
        <translation>Automatische Sicherung weiterhin fehlgeschlagen: {reason}. Deine Züge bleiben erhalten; nach jedem Zug wird erneut gesichert (oder nutze Spiel ▸ Speichern unter).</translation>
    </message>
    <message>
        <source>Autosave failed: {reason}. Your moves are kept, and saving is tried again after every move (or use Game ▸ Save as).</source>
        <translation>Automatische Sicherung fehlgeschlagen: {reason}. Deine Züge bleiben erhalten; nach jedem Zug wird erneut gesichert (oder nutze Spiel ▸ Speichern unter).</translation>
    </message>
    <message>
        <source>{name} answers this on their phone.</source>
        <translation>{name} beantwortet das auf dem Handy.</translation>
    </message>
    <message>
        <source>Only {name} can delete what they wrote.</source>
        <translation>Nur {name} kann löschen, was {name} geschrieben hat.</translation>
    </message>
    <message>
        <source>There is no such story entry to delete.</source>
        <translation>Diesen Eintrag der Geschichte gibt es nicht.</translation>
    </message>
    <message>
        <source>The story of this game is full ({count} entries), so this narration cannot be added.</source>
        <translation>Die Geschichte dieses Spiels ist voll ({count} Einträge), daher kann diese Erzählung nicht hinzugefügt werden.</translation>
    </message>
    <message>
        <source>This invitation is not valid: ask the table for a new one.</source>
        <translation>Diese Einladung ist ungültig: Bitte den Tisch um eine neue.</translation>
    </message>
    <message>
        <source>The table has closed this game.</source>
        <translation>Der Tisch hat dieses Spiel geschlossen.</translation>
    </message>
    <message>
        <source>Already joined.</source>
        <translation>Schon beigetreten.</translation>
    </message>
    <message>
        <source>That names no place on the table.</source>
        <translation>Das ist keine Stelle auf dem Tisch.</translation>
    </message>
    <message>
        <source>There is no such move.</source>
        <translation>Diesen Zug gibt es nicht.</translation>
    </message>
    <message>
        <source>That is not an answer to the question.</source>
        <translation>Das ist keine Antwort auf die Frage.</translation>
    </message>
    <message>
        <source>Unknown message type.</source>
        <translation>Unbekannte Art von Nachricht.</translation>
    </message>
    <message>
        <source>Narration must be text.</source>
        <translation>Eine Erzählung muss Text sein.</translation>
    </message>
    <message>
        <source>Your share of this game&apos;s story is full ({count} characters for each player), so this narration cannot be added.</source>
        <translation>Dein Anteil an der Geschichte dieses Spiels ist voll ({count} Zeichen pro Spieler), daher kann diese Erzählung nicht hinzugefügt werden.</translation>
    </message>
    <message>
        <source>About this turn</source>
        <translation>Zu diesem Zug</translation>
    </message>
    <message>
        <source>No dragging here: tap a card, then a lit place. Tap Play instead of a double-click.</source>
        <translation>Kein Verschieben mit dem Finger: Tippe auf eine Karte, dann auf eine hervorgehobene Stelle. Tippe auf „Ausspielen“, statt doppelt zu klicken.</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Deine Karten</translation>
    </message>
    <message>
        <source>Full card</source>
        <translation>Ganze Karte</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Tap a lit place to put it there.</source>
        <translation>Tippe auf eine hervorgehobene Stelle, um sie dort abzulegen.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Tell the story</source>
        <translation>Geschichte erzählen</translation>
    </message>
    <message>
        <source>You can&apos;t join this game</source>
        <translation>Du kannst diesem Spiel nicht beitreten</translation>
    </message>
    <message>
        <source>Ask the host for a new link or QR code.</source>
        <translation>Bitte am Tisch um einen neuen Link oder QR-Code.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Verbindung wird wiederhergestellt…</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbindung wird aufgebaut…</translation>
    </message>
    <message>
        <source>That is too long to send ({size} bytes; at most {limit}).</source>
        <translation>Das ist zu lang zum Senden ({size} Bytes; höchstens {limit}).</translation>
    </message>
    <message>
        <source>Not connected to the table. Trying again…</source>
        <translation>Nicht mit dem Tisch verbunden. Neuer Versuch…</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <source>The host did not let this phone in.</source>
        <translation>Der Host hat dieses Handy nicht hereingelassen.</translation>
    </message>
    <message>
        <source>That move was not made.</source>
        <translation>Dieser Zug wurde nicht gemacht.</translation>
    </message>
    <message>
        <source>The host did not understand that.</source>
        <translation>Der Host hat das nicht verstanden.</translation>
    </message>
    <message>
        <source>This page needs the link from the host&apos;s QR code (the part after #).</source>
        <translation>Diese Seite braucht den Link aus dem QR-Code des Hosts (den Teil nach #).</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Nicht am Zug</translation>
    </message>
    <message>
        <source>You have no cards.</source>
        <translation>Du hast keine Karten.</translation>
    </message>
    <message>
        <source>Nothing on the table.</source>
        <translation>Nichts auf dem Tisch.</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Less</source>
        <translation>Weniger</translation>
    </message>
    <message>
        <source>Put here</source>
        <translation>Hierhin legen</translation>
    </message>
    <message>
        <source>Put {card} here: {place}</source>
        <translation>{card} hierhin legen: {place}</translation>
    </message>
    <message>
        <source>this place</source>
        <translation>diese Stelle</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>{cards}, {tokens}</source>
        <translation>{cards}, {tokens}</translation>
    </message>
    <message>
        <source>the card</source>
        <translation>die Karte</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Verdeckte Karte</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Spielstein</translation>
    </message>
    <message>
        <source>Selected: {card}</source>
        <translation>Ausgewählt: {card}</translation>
    </message>
    <message>
        <source>Move {n}</source>
        <translation>Zug {n}</translation>
    </message>
    <message>
        <source>Tell the story ({n})</source>
        <translation>Geschichte erzählen ({n})</translation>
    </message>
    <message>
        <source>Add to the story</source>
        <translation>Zur Geschichte beitragen</translation>
    </message>
    <message>
        <source>Undo my last move</source>
        <translation>Meinen letzten Zug rückgängig machen</translation>
    </message>
    <message>
        <source>Hint: what the strongest bot would play here</source>
        <translation>Tipp: was der stärkste Bot hier spielen würde</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>phone</source>
        <translation>Handy</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Deine Antwort</translation>
    </message>
    <message>
        <source>Option {n}</source>
        <translation>Option {n}</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Rank and suit</source>
        <translation>Rang und Farbe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Other end</source>
        <translation>Anderes Ende</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Beschriftung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Tip</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>A prompt</source>
        <translation>Ein Erzählimpuls</translation>
    </message>
    <message>
        <source>For: {name}</source>
        <translation>Für: {name}</translation>
    </message>
    <message>
        <source>Write something first.</source>
        <translation>Schreib zuerst etwas.</translation>
    </message>
    <message>
        <source>That prompt is no longer open.</source>
        <translation>Dieser Erzählimpuls ist nicht mehr offen.</translation>
    </message>
    <message>
        <source>Sent to the table.</source>
        <translation>An den Tisch gesendet.</translation>
    </message>
    <message>
        <source>Place</source>
        <comment>where a card lies, in a card&apos;s details on a phone</comment>
        <translation>Stelle</translation>
    </message>
    <message>
        <source>Play</source>
        <comment>a phone&apos;s button: the picked card&apos;s usual move</comment>
        <translation>Ausspielen</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Spielstein</numerusform>
            <numerusform>%n Spielsteine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) face down</source>
        <translation>
            <numerusform>%n Karte verdeckt</numerusform>
            <numerusform>%n Karten verdeckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Show all %n card(s)</source>
        <translation>
            <numerusform>Die Karte zeigen</numerusform>
            <numerusform>Alle %n Karten zeigen</numerusform>
        </translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Warten auf {names}.</translation>
    </message>
    <message>
        <source>{place} {column} of row {row}</source>
        <translation>{place} {column} in Reihe {row}</translation>
    </message>
    <message>
        <source>Place {column} of row {row}</source>
        <translation>Platz {column} in Reihe {row}</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Something went wrong on the host.</source>
        <translation>Auf dem Host ist etwas schiefgegangen.</translation>
    </message>
    <message>
        <source>This seat is back at the table&apos;s screen.</source>
        <translation>Dieser Platz wird wieder am Bildschirm des Tisches gespielt.</translation>
    </message>
    <message>
        <source>This seat was opened on another screen.</source>
        <translation>Dieser Platz wurde auf einem anderen Bildschirm geöffnet.</translation>
    </message>
    <message>
        <source>The host has stopped.</source>
        <translation>Der Host wurde beendet.</translation>
    </message>
    <message>
        <source>Too many messages: slow down.</source>
        <translation>Zu viele Nachrichten: Bitte langsamer.</translation>
    </message>
    <message>
        <source>Too many hellos from this address: try again in a moment.</source>
        <translation>Zu viele Anmeldungen von dieser Adresse: Versuch es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Too many connections for this seat: try again in a moment.</source>
        <translation>Zu viele Verbindungen für diesen Platz: Versuch es gleich noch einmal.</translation>
    </message>
    <message>
        <source>No hello in time.</source>
        <translation>Nicht rechtzeitig angemeldet.</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Verbinde mit dem Tisch…</translation>
    </message>
    <message>
        <source>cannot listen on {address}: {why}</source>
        <translation>kann nicht auf {address} auf Verbindungen warten: {why}</translation>
    </message>
    <message>
        <source>Serving the phone page on {address}</source>
        <translation>Die Handy-Seite ist erreichbar unter {address}</translation>
    </message>
    <message>
        <source>Method not allowed.</source>
        <translation>Methode nicht erlaubt.</translation>
    </message>
    <message>
        <source>Not found.</source>
        <translation>Nicht gefunden.</translation>
    </message>
    <message>
        <source>Forbidden.</source>
        <translation>Verboten.</translation>
    </message>
    <message>
        <source>Too many phones are connected.</source>
        <translation>Zu viele Handys sind verbunden.</translation>
    </message>
    <message>
        <source>Too many connections from this address.</source>
        <translation>Zu viele Verbindungen von dieser Adresse.</translation>
    </message>
    <message>
        <source>This address is for the phone page&apos;s WebSocket.</source>
        <translation>Diese Adresse ist für den WebSocket der Handy-Seite.</translation>
    </message>
    <message>
        <source>Say hello first.</source>
        <translation>Melde dich zuerst an.</translation>
    </message>
    <message>
        <source>This phone has already said hello.</source>
        <translation>Dieses Handy hat sich schon angemeldet.</translation>
    </message>
    <message>
        <source>That message is nested too deeply.</source>
        <translation>Diese Nachricht ist zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>That message has a string that is not text (a lone surrogate).</source>
        <translation>Diese Nachricht enthält eine Zeichenkette, die kein Text ist (ein einzelnes Surrogat).</translation>
    </message>
    <message>
        <source>That message is too long ({size} bytes; at most {limit}).</source>
        <translation>Diese Nachricht ist zu lang ({size} Bytes; höchstens {limit}).</translation>
    </message>
    <message>
        <source>That message is not JSON.</source>
        <translation>Diese Nachricht ist kein JSON.</translation>
    </message>
    <message>
        <source>A message must be a JSON object.</source>
        <translation>Eine Nachricht muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>play the bot levels against each other and rate them</source>
        <translation>die Bot-Stufen gegeneinander spielen lassen und bewerten</translation>
    </message>
    <message>
        <source>how many seats (default: the fewest the game is played with)</source>
        <translation>wie viele Plätze (Vorgabe: die wenigsten, mit denen das Spiel gespielt wird)</translation>
    </message>
    <message>
        <source>about how many games in all, spread over every seating of the levels (default 600)</source>
        <translation>ungefähr wie viele Spiele insgesamt, verteilt auf jede Sitzordnung der Stufen (Vorgabe 600)</translation>
    </message>
    <message>
        <source>run on the Dask cluster whose scheduler is at ADDRESS</source>
        <translation>auf dem Dask-Cluster laufen, dessen Scheduler unter ADRESSE erreichbar ist</translation>
    </message>
    <message>
        <source>also write the ratings and the head-to-head table as JSON</source>
        <translation>die Wertungen und den direkten Vergleich auch als JSON schreiben</translation>
    </message>
    <message>
        <source>{game}, ladder</source>
        <translation>{game}, Rangliste</translation>
    </message>
    <message>
        <source>Ctrl+Enter sends; Tab moves on</source>
        <translation>Strg+Eingabe sendet; Tab geht weiter</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>Send (Ctrl+Enter)</source>
        <translation>Senden (Strg+Eingabe)</translation>
    </message>
</context>
</TS>
