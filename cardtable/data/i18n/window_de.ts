<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
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
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
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
        <source>Story journal</source>
        <translation>Journal der Geschichte</translation>
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
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>{who}: {prompt}</source>
        <translation>{who}: {prompt}</translation>
    </message>
    <message>
        <source>For {who}</source>
        <translation>Für {who}</translation>
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
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n verdeckte Karte</numerusform>
            <numerusform>%n verdeckte Karten</numerusform>
        </translation>
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
        <source>Each person can play their hand on a phone instead of on this screen. Pick a seat and let its player scan its code with the phone&apos;s camera; the phone must be on the same Wi-Fi as this computer. A seat&apos;s address is a secret for that player only: whoever opens it sees those cards.</source>
        <translation>Jede Person kann ihre Hand auf einem Handy statt auf diesem Bildschirm spielen. Wähle einen Platz und lass dessen Spieler den Code mit der Kamera des Handys scannen; das Handy muss im selben WLAN sein wie dieser Computer. Die Adresse eines Platzes ist ein Geheimnis nur für diesen Spieler: Wer sie öffnet, sieht diese Karten.</translation>
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
        <source>Seats</source>
        <translation>Plätze</translation>
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
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
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
        <source>Rules — {game}</source>
        <translation>Regeln — {game}</translation>
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
        <source>Play on from here?</source>
        <translation>Von hier aus weiterspielen?</translation>
    </message>
    <message>
        <source>The new game takes the place of the game of {game} in progress, and of its autosave. Use Game ▸ Save as first to keep that game. Play on from here?</source>
        <translation>Das neue Spiel ersetzt das laufende Spiel {game} und seine automatische Sicherung. Nimm zuerst Spiel ▸ Speichern unter, um jenes Spiel zu behalten. Von hier aus weiterspielen?</translation>
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
        <source>The table as the game ended</source>
        <translation>Der Tisch am Ende des Spiels</translation>
    </message>
    <message>
        <source>The table when this summary was written</source>
        <translation>Der Tisch, als diese Zusammenfassung geschrieben wurde</translation>
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
        <source>Previous moment (Page Up)</source>
        <translation>Vorheriger Moment (Bild auf)</translation>
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
        <source>Next moment (Page Down)</source>
        <translation>Nächster Moment (Bild ab)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Letzter Zug (Ende)</translation>
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
</context>
</TS>
