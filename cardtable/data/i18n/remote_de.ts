<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>This invitation is not valid: ask the table for a new one.</source>
        <translation>Diese Einladung ist ungültig: Bitte den Tisch um eine neue.</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Dieses Spiel ist vorbei.</translation>
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
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
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
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
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
        <source>Cards</source>
        <translation>Karten</translation>
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
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
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
        <source>Player</source>
        <translation>Spieler</translation>
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
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
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
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
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
</context>
</TS>
