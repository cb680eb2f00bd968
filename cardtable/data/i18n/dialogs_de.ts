<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
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
        <source>{file} is not a file</source>
        <translation>{file} ist keine Datei</translation>
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
        <source>{file} does not exist</source>
        <translation>{file} gibt es nicht</translation>
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
        <source>none</source>
        <translation>keine</translation>
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
        <source>{game} has no option {key}; its options: {keys}</source>
        <translation>{game} hat keine Option {key}; seine Optionen: {keys}</translation>
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
        <source>See&amp;d:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
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
        <source>&amp;Story summary…</source>
        <translation>&amp;Zusammenfassung…</translation>
    </message>
    <message>
        <source>Read the story of this game</source>
        <translation>Lies die Geschichte dieses Spiels</translation>
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
        <source>Re&amp;view this game</source>
        <translation>Spiel d&amp;urchgehen</translation>
    </message>
    <message>
        <source>Step through the game move by move, every card open</source>
        <translation>Geh das Spiel Zug für Zug durch, alle Karten offen</translation>
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
        <source>Seat {seat} human or bot</source>
        <translation>Platz {seat}: Mensch oder Bot</translation>
    </message>
    <message>
        <source>Human: a person at this computer. Bot: the computer plays this seat.</source>
        <translation>Mensch: eine Person an diesem Computer. Bot: der Computer spielt diesen Platz.</translation>
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
        <source>Of the games won, those in which the winner asked for a hint</source>
        <translation>Von den gewonnenen Spielen die, in denen der Gewinner um einen Tipp gebeten hat</translation>
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
        <source>Seat</source>
        <translation>Platz</translation>
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
        <source>Off</source>
        <translation>Aus</translation>
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
        <source>chart</source>
        <translation>Diagramm</translation>
    </message>
</context>
</TS>
