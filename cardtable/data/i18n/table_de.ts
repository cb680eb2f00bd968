<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name></name>
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
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>Gebot</translation>
    </message>
    <message>
        <source>tableau</source>
        <translation>Auslage</translation>
    </message>
    <message>
        <source>pitch</source>
        <translation>Pitch</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>psych</source>
        <translation>Psycho</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>home</source>
        <translation>Startfeld</translation>
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
    <message>
        <source>empty</source>
        <comment>a zone with no cards</comment>
        <translation>leer</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), {hidden} face down</source>
        <translation>
            <numerusform>%n Karte, davon {hidden} verdeckt</numerusform>
            <numerusform>%n Karten, davon {hidden} verdeckt</numerusform>
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
        <source>the turn has passed to a phone</source>
        <translation>der Zug ist an ein Handy übergegangen</translation>
    </message>
    <message>
        <source>the turn has passed to {name}</source>
        <translation>der Zug ist an {name} übergegangen</translation>
    </message>
    <message>
        <source>No hint for this move: the game&apos;s bot has no suggestion.</source>
        <translation>Kein Tipp für diesen Zug: Der Bot des Spiels hat keinen Vorschlag.</translation>
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
        <source>Everyone</source>
        <translation>Alle</translation>
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
        <source>This narration</source>
        <translation>Diese Erzählung</translation>
    </message>
    <message>
        <source>The story of this game is full ({count} entries), so this narration cannot be added.</source>
        <translation>Die Geschichte dieses Spiels ist voll ({count} Einträge), daher kann diese Erzählung nicht hinzugefügt werden.</translation>
    </message>
</context>
</TS>
