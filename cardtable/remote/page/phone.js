/* CardTable: a seat's hand on a phone.
 *
 * Talks to the host over one WebSocket (/ws); the words are in
 * cardtable/remote/wire.py. Everything the host sends is plain text and goes
 * into the page with textContent / setAttribute only: no HTML is ever
 * parsed from a message and no address from a message is ever loaded.
 * Colours from the host pick one of the stylesheet's classes (never a
 * style of their own).
 *
 * The page's own words are English here and each goes through t("English")
 * (tn(n, "%n card(s)") for a count): the host's welcome says the table's
 * language and sends their translations (cardtable/remote/page_words.py);
 * a word it did not send is shown in English.
 */
(function () {
  "use strict";

  var MAX_MESSAGE = 16 * 1024; // bytes (wire.MAX_MESSAGE)
  var PING_EVERY = 15000;
  var SILENT_LIMIT = 40000; // no word from the host for this long: the socket is dead
  var WAKE_CHECK = 5000; // after the phone wakes: a pong within this or reconnect
  var BACKOFF = [500, 1000, 2000, 4000, 5000];
  var TOAST_MS = 7000;
  var PILE_SHOWN = 8; // cards of a table pile shown before "Show all"
  var BOARD_MOST = 32; // columns, and rows, a board may have (a view saying more has no board)

  var SUIT_SYMBOL = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };
  var RED = { D: true, H: true, "\u2665": true, "\u2666": true, "\u2661": true, "\u2662": true };
  var HEX = /^#[0-9a-fA-F]{3,8}$/;

  function $(id) { return document.getElementById(id); }

  /* ---------- the page's words, in the table's language ---------- */

  var LANG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
  var lang = "en"; // the table's language, as the welcome says it
  var words = Object.create(null); // the page's English -> the table's language
  var plurals = Object.create(null); // "%n card(s)" -> [[a number, its form], ...]
  var pluralRules = null;

  /** `text` with its named fields ("{card}") filled; the values are text, never parsed. */
  function fill(text, fields) {
    if (!fields) return text;
    return text.replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(fields, name) ? String(fields[name]) : whole;
    });
  }

  /** One of the page's own texts in the table's language (its English if the host sent none). */
  function t(english, fields) {
    var said = words[english];
    return fill(typeof said === "string" ? said : english, fields);
  }

  /** The language's plural category of n ("one", "other", ...). */
  function category(n) {
    try {
      if (!pluralRules) pluralRules = new Intl.PluralRules(lang);
      return pluralRules.select(n);
    } catch (e) {
      return n === 1 ? "one" : "other";
    }
  }

  /** A counted text ("%n card(s)") for n: the host's form for a number of n's
   *  plural category, else the page's English ("1 card", "2 cards"). */
  function tn(n, english) {
    var forms = plurals[english] || [];
    var form = null, i;
    for (i = 0; i < forms.length && form === null; i += 1) {
      if (forms[i][0] === n) form = forms[i][1];
    }
    for (i = 0; i < forms.length && form === null; i += 1) {
      if (category(forms[i][0]) === category(n)) form = forms[i][1];
    }
    if (form === null) form = english.replace(/\(s\)/g, n === 1 ? "" : "s");
    return form.replace(/%n/g, String(n));
  }

  function number(n) {
    try { return n.toLocaleString(lang); } catch (e) { return String(n); }
  }

  /** The language and the words a welcome (or a denied hello) carries; the page's fixed words in it. */
  function learnWords(msg) {
    var code = typeof msg.lang === "string" && LANG.test(msg.lang) ? msg.lang : "en";
    var given = obj(msg.words), counted = obj(msg.plurals);
    words = Object.create(null);
    plurals = Object.create(null);
    if (given) {
      Object.keys(given).forEach(function (k) { if (typeof given[k] === "string") words[k] = given[k]; });
    }
    if (counted) {
      Object.keys(counted).forEach(function (k) {
        var forms = arr(counted[k]).filter(function (f) {
          return Array.isArray(f) && typeof f[0] === "number" && isFinite(f[0]) && typeof f[1] === "string";
        });
        if (forms.length) plurals[k] = forms.map(function (f) { return [f[0], f[1]]; });
      });
    }
    if (code !== lang) pluralRules = null;
    lang = code;
    document.documentElement.lang = lang;
    translatePage();
  }

  /** The words written in index.html: each element marked data-t shows
   *  t(its English), each marked data-t-label is read as t(its English label). */
  function translatePage() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-t]"), function (e) {
      if (!e.dataset.t) e.dataset.t = e.textContent.replace(/\s+/g, " ").trim();
      e.textContent = t(e.dataset.t);
    });
    Array.prototype.forEach.call(document.querySelectorAll("[data-t-label]"), function (e) {
      if (!e.dataset.tLabel) e.dataset.tLabel = e.getAttribute("aria-label") || "";
      e.setAttribute("aria-label", t(e.dataset.tLabel));
    });
  }

  /* ---------- plain data from the host ---------- */

  function str(x) { return typeof x === "string" ? x : ""; }
  function arr(x) { return Array.isArray(x) ? x : []; }
  function obj(x) { return x !== null && typeof x === "object" && !Array.isArray(x) ? x : null; }
  function int(x) { return typeof x === "number" && isFinite(x) ? Math.floor(x) : 0; }

  /** A host colour's family, as a class suffix ("k" for greys, "h0".."h11"
   *  for twelve hues), or "" when it is not a plain #hex colour. */
  function tone(colour) {
    if (typeof colour !== "string" || !HEX.test(colour)) return "";
    var h = colour.slice(1);
    if (h.length === 3 || h.length === 4) {
      h = h.charAt(0) + h.charAt(0) + h.charAt(1) + h.charAt(1) + h.charAt(2) + h.charAt(2);
    } else if (h.length === 6 || h.length === 8) {
      h = h.slice(0, 6);
    } else {
      return "";
    }
    var r = parseInt(h.slice(0, 2), 16) / 255;
    var g = parseInt(h.slice(2, 4), 16) / 255;
    var b = parseInt(h.slice(4, 6), 16) / 255;
    var max = Math.max(r, g, b), min = Math.min(r, g, b);
    var l = (max + min) / 2, d = max - min;
    if (d === 0) return "k";
    var s = d / (1 - Math.abs(2 * l - 1));
    if (s < 0.18 || l < 0.1 || l > 0.95) return "k";
    var hue;
    if (max === r) hue = ((g - b) / d) % 6;
    else if (max === g) hue = (b - r) / d + 2;
    else hue = (r - g) / d + 4;
    hue = (hue * 60 + 360) % 360;
    return "h" + (Math.round(hue / 30) % 12);
  }

  /** An element with a class and a text; nothing else is ever parsed. */
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null && text !== "") e.textContent = text;
    return e;
  }

  function button(cls, text, onTap) {
    var b = el("button", cls ? "btn " + cls : "btn", text);
    b.type = "button";
    if (onTap) b.addEventListener("click", onTap);
    return b;
  }

  /* ---------- state ---------- */

  var token = location.hash.slice(1);
  var ws = null;
  var stopped = false; // denied: never reconnect
  var attempt = 0;
  var reconnectTimer = null;
  var pingTimer = null;
  var wakeTimer = null;
  var lastHeard = 0;
  var everConnected = false;

  var view = null; // the latest view
  var moves = new Map(); // move key -> {zone, card, targets, play}
  var selected = null; // a move key
  var expanded = new Set(); // table zones shown in full
  var boardFocus = null; // the board's place the keyboard reaches it at (its zone id)
  var infoOpen = false; // the headline and the hint shown in full ("More")
  var answeredQ = null; // question number answered and not refused (its sheet stays closed)
  var shownSig = null; // the question whose sheet is open (its words, not its number)
  var storySig = null; // the prompts the story sheet was built for
  var storySent = null; // {key, text}: narration sent, given back if it is refused
  var storyDrafts = new Map(); // a prompt's words ("free": free narration) -> text typed
  var answerSent = null; // {key, text}: words sent as an answer, given back if they are refused
  var questionDrafts = new Map(); // a question's words -> the text typed in its box
  var toastTimer = null;
  var recheckTimer = null; // a refusal: the question is asked again unless a view comes first
  var RECHECK_MS = 400;

  /* ---------- connection ---------- */

  function socketUrl() {
    return (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
  }

  function connect() {
    if (stopped) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = null;
    if (ws) {
      var old = ws;
      ws = null;
      try { old.close(); } catch (e) { /* already closed */ }
    }
    var sock;
    try {
      sock = new WebSocket(socketUrl());
    } catch (e) {
      scheduleReconnect();
      return;
    }
    ws = sock;
    sock.addEventListener("open", function () {
      if (sock !== ws) return;
      lastHeard = Date.now();
      sendRaw({ t: "hello", token: token });
      clearInterval(pingTimer);
      pingTimer = setInterval(keepAlive, PING_EVERY);
    });
    sock.addEventListener("message", function (ev) {
      if (sock !== ws) return;
      lastHeard = Date.now();
      var msg;
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      if (obj(msg)) onMessage(msg);
    });
    sock.addEventListener("close", function () {
      if (sock !== ws) return;
      ws = null;
      clearInterval(pingTimer);
      pingTimer = null;
      clearTimeout(wakeTimer);
      if (stopped) return;
      if (view && view.over !== null) { // the game is over: nothing to come back to, its result stays shown
        deny(t("Game over"));
        return;
      }
      scheduleReconnect();
    });
  }

  function scheduleReconnect() {
    if (stopped || reconnectTimer) return;
    $("conn").textContent = everConnected ? t("Reconnecting\u2026") : t("Connecting\u2026");
    $("conn").hidden = false;
    var delay = BACKOFF[Math.min(attempt, BACKOFF.length - 1)];
    attempt += 1;
    reconnectTimer = setTimeout(function () {
      reconnectTimer = null;
      connect();
    }, delay);
  }

  function isOpen() { return ws !== null && ws.readyState === WebSocket.OPEN; }

  function keepAlive() {
    if (!isOpen()) return;
    if (Date.now() - lastHeard > SILENT_LIMIT) {
      ws.close(); // the close event reconnects
      return;
    }
    sendRaw({ t: "ping" });
  }

  function wake() {
    if (stopped) return;
    if (ws !== null && ws.readyState === WebSocket.CONNECTING) return; // already on its way
    if (!isOpen()) {
      attempt = 0;
      connect();
      return;
    }
    // a socket that looks open after a sleep may be dead: it must answer a ping soon
    var asked = Date.now();
    sendRaw({ t: "ping" });
    clearTimeout(wakeTimer);
    wakeTimer = setTimeout(function () {
      if (isOpen() && lastHeard < asked) ws.close();
    }, WAKE_CHECK);
  }

  function sendRaw(msg) {
    if (!isOpen()) return false;
    var text = JSON.stringify(msg);
    var size = new TextEncoder().encode(text).length;
    if (size > MAX_MESSAGE) {
      toast(t("That is too long to send ({size} bytes; at most {limit}).",
        { size: number(size), limit: number(MAX_MESSAGE) }));
      return false;
    }
    ws.send(text);
    return true;
  }

  /** A request on the view shown now. */
  function send(msg) {
    if (!view) return false;
    storySent = null;
    answerSent = null;
    msg.v = view.v;
    if (!sendRaw(msg)) {
      if (isOpen()) return false; // too long: said so already
      toast(t("Not connected to the table. Trying again\u2026"));
      return false;
    }
    return true;
  }

  function onMessage(msg) {
    switch (msg.t) {
      case "welcome":
        learnWords(msg);
        // the invitation (the QR code's address) opens the seat once; this
        // phone comes back with its own key from now on, kept in the address
        if (typeof msg.rejoin === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(msg.rejoin)) {
          token = msg.rejoin;
          try { history.replaceState(null, "", "#" + token); } catch (e) { /* the key is still kept here */ }
        }
        attempt = 0;
        everConnected = true;
        $("conn").hidden = true;
        $("seat").textContent = str(msg.name) || t("Your seat");
        $("game").textContent = str(msg.game);
        setTitle(str(msg.name), str(msg.game), false);
        break;
      case "view":
        $("conn").hidden = true;
        onView(msg);
        break;
      case "denied":
        if (typeof msg.lang === "string") learnWords(msg); // a hello denied: the page was never welcomed
        deny(str(msg.reason) || t("The host did not let this phone in."));
        break;
      case "refused":
        onRefused(str(msg.reason) || t("That move was not made."));
        break;
      case "hint":
        onHint(msg);
        break;
      case "error":
        onRefused(str(msg.reason) || t("The host did not understand that."));
        break;
      default:
        break; // pong, and words this page does not know yet
    }
  }

  /** The tab's title: whose seat, which game, and the turn first (seen from another tab). */
  function setTitle(name, game, myTurn) {
    document.title = (myTurn ? "\u25cf " + t("Your turn") + " \u00b7 " : "") + (name ? name + " \u2014 " : "") +
      (game || "CardTable");
  }

  function deny(reason) {
    stopped = true;
    clearTimeout(recheckTimer);
    clearTimeout(reconnectTimer);
    clearInterval(pingTimer);
    clearTimeout(wakeTimer);
    reconnectTimer = pingTimer = wakeTimer = null;
    if (ws) {
      var old = ws;
      ws = null;
      try { old.close(); } catch (e) { /* closed */ }
    }
    closeDialogs();
    selected = null;
    if (view && view.over !== null) {
      // the game is over: keep its last view, with the reason in the bar on top
      render();
      var bar = $("conn");
      bar.textContent = reason;
      bar.classList.add("ended");
      bar.hidden = false;
      return;
    }
    $("conn").hidden = true;
    $("main").hidden = true;
    $("top").hidden = true;
    $("selbar").hidden = true;
    $("toast").hidden = true;
    $("denied-reason").textContent = reason;
    $("denied").hidden = false;
    document.body.classList.add("is-denied");
  }

  /* ---------- the view ---------- */

  function moveKey(zone, card) {
    return JSON.stringify([zone, card === null || card === undefined ? null : card]);
  }

  function normalise(m) {
    var v = {
      v: int(m.v),
      name: str(m.name),
      game: str(m.game),
      turn: m.turn === true,
      status: str(m.status),
      hint: str(m.hint), // the game's full hint for this seat ("" from a host that sends none)
      headline: str(m.headline),
      zones: [],
      moves: [],
      buttons: arr(m.buttons).map(str),
      question: null,
      prompts: [],
      canNarrate: m.can_narrate === true,
      log: arr(m.log).map(str),
      seats: [],
      over: typeof m.over === "string" ? m.over : null,
      canUndo: m.can_undo === true,
      board: null
    };
    var b = obj(m.board);
    if (b && int(b.columns) >= 1 && int(b.columns) <= BOARD_MOST && int(b.rows) >= 1 && int(b.rows) <= BOARD_MOST) {
      v.board = { columns: int(b.columns), rows: int(b.rows) };
    }
    var taken = new Set(); // a board's points already given a place
    arr(m.zones).forEach(function (z) {
      z = obj(z);
      if (!z) return;
      v.zones.push({
        id: str(z.id),
        label: str(z.label),
        mine: z.mine === true,
        cell: boardCell(v.board, z.cell, z.mine === true, taken),
        cards: arr(z.cards).map(function (c) {
          c = obj(c) || {};
          var f = obj(c.face);
          return {
            id: typeof c.id === "string" ? c.id : null,
            up: c.up === true,
            kind: c.kind === "token" ? "token" : "card",
            label: str(c.label),
            colour: str(c.colour),
            tip: str(c.tip),
            note: str(c.note),
            name: str(c.name),
            face: f ? {
              rank: str(f.rank), suit: str(f.suit), big: str(f.big), title: str(f.title),
              top: str(f.top), bottom: str(f.bottom), marks: Math.max(0, Math.min(int(f.marks), 20)),
              colour: str(f.colour), accent: str(f.accent), description: str(f.description)
            } : null
          };
        })
      });
    });
    arr(m.moves).forEach(function (mv) {
      mv = obj(mv);
      if (!mv) return;
      v.moves.push({
        zone: str(mv.zone),
        card: typeof mv.card === "string" ? mv.card : null,
        targets: arr(mv.targets).map(str),
        play: mv.play === true
      });
    });
    var q = obj(m.question);
    if (q) {
      v.question = {
        q: int(q.q), kind: q.kind === "text" ? "text" : "choice", title: str(q.title),
        question: str(q.question), options: arr(q.options).map(str), def: str(q["default"]),
        oneLine: q.one_line === true
      };
    }
    arr(m.prompts).forEach(function (p) {
      p = obj(p);
      if (p) v.prompts.push({ id: int(p.id), text: str(p.text), about: str(p["for"]) });
    });
    arr(m.seats).forEach(function (s) {
      s = obj(s);
      if (!s) return;
      v.seats.push({
        name: str(s.name), lines: arr(s.lines).map(str), active: s.active === true,
        out: s.out === true, bot: s.bot === true, you: s.you === true, phone: s.phone === true
      });
    });
    return v;
  }

  /** A place's [column, row] on the board, or null when it is none of the
   *  board's (no board, off it, a seat's own place, or a point already taken). */
  function boardCell(board, cell, mine, taken) {
    var c = arr(cell);
    if (!board || mine || c.length !== 2) return null;
    var col = int(c[0]), row = int(c[1]);
    if (col < 1 || row < 1 || col > board.columns || row > board.rows || c[0] !== col || c[1] !== row) return null;
    if (taken.has(col + ":" + row)) return null;
    taken.add(col + ":" + row);
    return [col, row];
  }

  function onView(raw) {
    var fresh = normalise(raw);
    clearTimeout(recheckTimer);
    view = fresh;
    storySent = null; // the narration went through (a refusal comes before the view)
    answerSent = null; // and so did the words answered
    if (!fresh.question) questionDrafts.clear(); // no question open: no box to give words back to
    moves = new Map();
    view.moves.forEach(function (mv) {
      var key = moveKey(mv.zone, mv.card);
      var had = moves.get(key);
      if (had) {
        mv.targets.forEach(function (z) { if (had.targets.indexOf(z) < 0) had.targets.push(z); });
        had.play = had.play || mv.play;
      } else {
        moves.set(key, { zone: mv.zone, card: mv.card, targets: mv.targets.slice(), play: mv.play });
      }
    });
    if (selected && !moves.has(selected)) selected = null;
    render();
  }

  function onRefused(reason) {
    toast(reason);
    answeredQ = null; // a question still open is asked again…
    if (storySent) { // …and narration that was not taken goes back to its box
      storyDrafts.set(storySent.key, storySent.text);
      storySent = null;
      storySig = null;
      renderStory();
    }
    if (answerSent) { // …as do the words of an answer, into its question's box when it opens again
      questionDrafts.set(answerSent.key, answerSent.text);
      answerSent = null;
      shownSig = null;
    }
    // the host often sends a new view right after (without the question): wait for it a moment
    // rather than open the question only to close it
    clearTimeout(recheckTimer);
    recheckTimer = setTimeout(function () { if (view && !stopped) renderQuestion(); }, RECHECK_MS);
  }

  /** The hint this seat asked for: said, and its move shown as a tap would
   *  (the card selected and its place lit, or the move's button marked). */
  function onHint(msg) {
    toast(str(msg.text), true);
    if (msg.pending === true || !view) return;
    if (typeof msg.zone === "string") {
      var key = moveKey(msg.zone, typeof msg.card === "string" ? msg.card : null);
      if (moves.has(key)) {
        selected = key;
        render();
        revealLit();
      }
    } else if (typeof msg.button === "number") {
      var b = $("buttons").querySelector('[data-key="button:' + int(msg.button) + '"]');
      if (b) {
        b.classList.add("hinted");
        b.focus();
      }
    }
  }

  /* ---------- rendering ---------- */

  function render() {
    var focusKey = document.activeElement && document.activeElement.dataset
      ? document.activeElement.dataset.key : undefined;

    $("main").hidden = false;
    $("seat").textContent = view.name || $("seat").textContent;
    if (view.game) $("game").textContent = view.game;
    $("status").textContent = view.status;

    var top = $("top");
    top.classList.toggle("my-turn", view.turn && !view.over);
    var turn = $("turn");
    turn.hidden = false;
    turn.textContent = view.over ? t("Game over") : view.turn ? t("Your turn") : t("Waiting");
    setTitle(view.name, view.game, view.turn && view.over === null);

    var over = $("over");
    over.hidden = view.over === null;
    $("over-text").textContent = view.over || "";

    renderInfo();

    var mine = [], table = [];
    view.zones.forEach(function (z) { (z.mine ? mine : table).push(z); });
    var lit = litTargets();
    $("mine").replaceChildren.apply($("mine"), mine.length ? mine.map(function (z) { return zoneBox(z, lit); })
      : [el("p", "muted", t("You have no cards."))]);
    var oldBoard = $("table").querySelector(".board-wrap");
    var boardLeft = oldBoard ? oldBoard.scrollLeft : 0; // the board stays scrolled where it was
    $("table").replaceChildren.apply($("table"), table.length ? tableBoxes(table, lit)
      : [el("p", "muted", t("Nothing on the table."))]);
    var newBoard = $("table").querySelector(".board-wrap");
    if (newBoard) newBoard.scrollLeft = boardLeft;
    $("table-section").hidden = table.length === 0;

    renderButtons();
    renderSeats();
    renderLog();
    renderSelection();
    renderQuestion();
    renderStory();

    if (focusKey !== undefined) {
      var again = document.querySelector('[data-key="' + CSS.escape(focusKey) + '"]');
      if (again) again.focus();
    }
  }

  /** The headline and the game's hint, each a line or two (the whole text under "More"). */
  function renderInfo() {
    var headline = $("headline"), hint = $("hint");
    headline.hidden = !view.headline;
    headline.textContent = view.headline;
    hint.hidden = !view.hint;
    hint.textContent = view.hint;
    $("help").hidden = view.over !== null || moves.size === 0; // the phone's way of the hint's mouse words
    var canAsk = view.turn && view.over === null; // what the strongest bot would play here, for this seat alone
    $("ask-hint").hidden = !canAsk;
    $("info").hidden = !view.headline && !view.hint && $("help").hidden && !canAsk;
    fitInfo();
  }

  /** "More" only when something is cut; "Less" while it is open. */
  function fitInfo() {
    var box = $("info"), more = $("info-more");
    if (box.hidden) {
      more.hidden = true;
      return;
    }
    box.classList.remove("open"); // measured folded…
    var cut = [$("headline"), $("hint")].some(function (e) {
      return !e.hidden && (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1);
    });
    if (!cut) infoOpen = false;
    box.classList.toggle("open", infoOpen); // …and shown as the person left it
    more.hidden = !cut;
    more.textContent = infoOpen ? t("Less") : t("More");
    more.setAttribute("aria-expanded", infoOpen ? "true" : "false");
  }

  function toggleInfo() {
    infoOpen = !infoOpen;
    fitInfo();
  }

  /** The first lit place between the top bar and the selection bar (the
   *  page scrolls the least it can), unless a lit place is in sight already. */
  function revealLit() {
    var lit = Array.prototype.slice.call(document.querySelectorAll("section.zone.lit"));
    if (!lit.length || $("selbar").hidden) return;
    revealLitCell();
    var top = $("top").getBoundingClientRect().bottom + 8;
    var bottom = $("selbar").getBoundingClientRect().top - 8;
    var seen = lit.some(function (z) {
      var r = z.getBoundingClientRect();
      return r.top >= top && r.bottom <= bottom;
    });
    if (seen) return;
    var r = lit[0].getBoundingClientRect();
    var by = 0;
    if (r.bottom > bottom) by = Math.min(r.bottom - bottom, r.top - top); // a tall place: its top in sight
    else if (r.top < top) by = r.top - top;
    if (!by) return;
    var still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollBy({ top: by, left: 0, behavior: still ? "auto" : "smooth" });
  }

  /** A board wider than the screen scrolls sideways to a lit place of it,
   *  unless one is in sight already. */
  function revealLitCell() {
    var wrap = $("table").querySelector(".board-wrap");
    var cells = wrap ? Array.prototype.slice.call(wrap.querySelectorAll("section.zone.lit")) : [];
    if (!cells.length) return;
    var w = wrap.getBoundingClientRect();
    var seen = cells.some(function (c) {
      var r = c.getBoundingClientRect();
      return r.left >= w.left - 0.5 && r.right <= w.right + 0.5;
    });
    if (seen) return;
    var first = cells[0].getBoundingClientRect();
    wrap.scrollLeft += first.left - w.left - Math.max(0, (w.width - first.width) / 2);
  }

  function litTargets() {
    var mv = selected ? moves.get(selected) : null;
    return new Set(mv ? mv.targets : []);
  }

  /** The table's places in the view's order; a board's places together, as
   *  one board where its first place comes. */
  function tableBoxes(zones, lit) {
    var out = [], cells = [], at = -1;
    zones.forEach(function (z) {
      if (!z.cell) {
        out.push(zoneBox(z, lit));
        return;
      }
      if (at < 0) {
        at = out.length;
        out.push(null);
      }
      cells.push(z);
    });
    if (at >= 0) out[at] = boardBox(cells, lit);
    return out;
  }

  /** A board (a grid of places, as the game lays it out): a grid of its
   *  places in their columns and rows, wider than the screen scrolled
   *  sideways, so which places lie next to which is seen. The arrow keys go
   *  from a place to the next one; Enter puts the picked card on a lit
   *  place, or picks up the piece of a place. */
  function boardBox(cells, lit) {
    var wrap = el("div", "board-wrap");
    var grid = el("div", "board");
    grid.setAttribute("role", "grid");
    grid.setAttribute("aria-labelledby", "table-h");
    grid.setAttribute("aria-rowcount", String(view.board.rows));
    grid.setAttribute("aria-colcount", String(view.board.columns));
    var at = new Map();
    cells.forEach(function (z) { at.set(z.cell[0] + ":" + z.cell[1], z); });
    if (!cells.some(function (z) { return z.id === boardFocus; })) boardFocus = null;
    // every row holds a box for every column (a gap where the board has no place), all of one
    // width, so the columns line up without a style of the page's own
    for (var r = 1; r <= view.board.rows; r += 1) {
      var row = el("div", "board-row");
      row.setAttribute("role", "row");
      row.setAttribute("aria-rowindex", String(r));
      for (var c = 1; c <= view.board.columns; c += 1) {
        var z = at.get(c + ":" + r);
        if (z && boardFocus === null) boardFocus = z.id; // the first place in reading order
        row.appendChild(z ? cellBox(z, lit) : el("div", "cell-gap"));
      }
      grid.appendChild(row);
    }
    grid.addEventListener("keydown", onBoardKey);
    grid.addEventListener("focusin", function (e) {
      var cell = e.target.closest ? e.target.closest("section.cell") : null;
      if (cell && cell.dataset.zone !== boardFocus) rove(grid, cell);
    });
    wrap.appendChild(grid);
    return wrap;
  }

  /** One place of a board: its name, then its pieces. */
  function cellBox(z, lit) {
    var box = el("section", "zone cell");
    box.dataset.zone = z.id;
    box.dataset.key = "cell:" + z.id;
    box.setAttribute("role", "gridcell");
    box.setAttribute("aria-colindex", String(z.cell[0]));
    box.setAttribute("aria-label", z.label || t("this place"));
    box.tabIndex = z.id === boardFocus ? 0 : -1;
    var name = el("div", "cell-name", z.label || t("this place"));
    name.setAttribute("aria-hidden", "true"); // the place's own name says it
    box.appendChild(name);
    var isLit = litPlace(z, lit, box, box);
    if (!z.cards.length) {
      box.appendChild(el("p", "empty", t("Empty")));
      return box;
    }
    var pieces = el("div", "pieces");
    z.cards.forEach(function (c, i) { pieces.appendChild(cardTile(z, c, i, isLit)); });
    box.appendChild(pieces);
    return box;
  }

  /** The board's place the keyboard reaches it at is now `cell`. */
  function rove(grid, cell) {
    Array.prototype.forEach.call(grid.querySelectorAll("section.cell"), function (c) {
      c.tabIndex = c === cell ? 0 : -1;
    });
    boardFocus = cell.dataset.zone;
  }

  var STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

  function onBoardKey(e) {
    var cell = e.target;
    if (!cell.classList || !cell.classList.contains("cell")) return; // a piece in a place has the keys
    var grid = e.currentTarget;
    var z = zoneOf(cell.dataset.zone);
    if (!z) return;
    var step = STEPS[e.key];
    if (step) {
      e.preventDefault();
      var col = z.cell[0], row = z.cell[1];
      for (;;) { // the next place that way (a board may have holes)
        col += step[0];
        row += step[1];
        if (col < 1 || row < 1 || col > view.board.columns || row > view.board.rows) return;
        var next = Array.prototype.filter.call(grid.querySelectorAll("section.cell"), function (c) {
          var o = zoneOf(c.dataset.zone);
          return o && o.cell[0] === col && o.cell[1] === row;
        })[0];
        if (next) {
          rove(grid, next);
          next.focus();
          next.scrollIntoView({ block: "nearest", inline: "nearest" });
          return;
        }
      }
    }
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    if (cell.classList.contains("lit")) {
      dropOn(z.id);
      return;
    }
    var piece = z.cards.filter(function (c) { return moves.has(moveKey(z.id, c.id)); })[0];
    if (piece) tapMove(moveKey(z.id, piece.id));
  }

  function zoneOf(id) {
    for (var i = 0; i < (view ? view.zones.length : 0); i += 1) {
      if (view.zones[i].id === id) return view.zones[i];
    }
    return null;
  }

  function zoneBox(z, lit) {
    var box = el("section", "zone" + (z.mine ? " mine" : ""));
    box.dataset.zone = z.id;
    var head = el("div", "zone-head");
    var title = el("h3", "zone-label", z.label || t("Cards"));
    head.appendChild(title);
    box.appendChild(head);
    var hiddenCards = z.cards.every(function (c) { return c.kind === "card" && !c.up; });
    var allTokens = z.cards.every(function (c) { return c.kind === "token"; });
    // a small place of the table takes half a row (a board of many slots stays short)
    if (!z.mine && (z.cards.length <= 1 || hiddenCards || (allTokens && z.cards.length <= 3))) {
      box.classList.add("compact");
    }

    var isLit = litPlace(z, lit, box, head);

    if (z.cards.length === 0) {
      box.appendChild(el("p", "empty", t("Empty")));
      return box;
    }
    if (!z.mine && hiddenCards) {
      box.appendChild(pileTile(z));
      return box;
    }

    var showAll = z.mine || z.cards.length <= PILE_SHOWN || expanded.has(z.id);
    var from = showAll ? 0 : z.cards.length - PILE_SHOWN;
    head.insertBefore(el("span", "zone-count", countWords(z.cards)), title.nextSibling);
    var grid = el("div", "cards" + (allTokens ? " chips" : wide(z) ? " wide" : ""));
    var hidden = 0;
    z.cards.forEach(function (c, i) {
      if (i < from && !moves.has(moveKey(z.id, c.id))) { hidden += 1; return; }
      grid.appendChild(cardTile(z, c, i, isLit));
    });
    if (hidden) {
      var more = button("more", tn(z.cards.length, "Show all %n card(s)"), function (e) {
        e.stopPropagation();
        expanded.add(z.id);
        render();
      });
      more.dataset.key = "more:" + z.id;
      box.appendChild(more);
    }
    box.appendChild(grid);
    return box;
  }

  function countWords(cards) {
    var tokens = cards.filter(function (c) { return c.kind === "token"; }).length;
    var n = cards.length - tokens;
    if (!tokens) return tn(n, "%n card(s)");
    if (!n) return tn(tokens, "%n token(s)");
    return t("{cards}, {tokens}", { cards: tn(n, "%n card(s)"), tokens: tn(tokens, "%n token(s)") });
  }

  function wide(z) {
    return z.cards.some(function (c) {
      var f = c.face;
      return c.up && ((f && (f.title || f.top || f.big.length > 3)) || (!f && c.label.length > 4) || c.note);
    });
  }

  /** All of a table place's cards face down: one tile, "N cards face down". */
  function pileTile(z) {
    var key = moveKey(z.id, null);
    var text = tn(z.cards.length, "%n card(s) face down");
    var backTone = tone(z.cards[z.cards.length - 1].colour) || "k";
    if (moves.has(key)) {
      var b = el("button", "card pile down back-" + backTone + " movable");
      b.type = "button";
      b.dataset.key = key;
      b.setAttribute("aria-pressed", selected === key ? "true" : "false");
      b.setAttribute("aria-label", (z.label ? z.label + ": " : "") + text);
      if (selected === key) b.classList.add("selected");
      b.appendChild(el("span", "pile-text", text));
      b.addEventListener("click", function (e) { e.stopPropagation(); tapMove(key); });
      b.addEventListener("dblclick", function (e) { e.stopPropagation(); quickPlay(key); });
      return b;
    }
    var d = el("div", "card pile down back-" + backTone);
    d.appendChild(el("span", "pile-text", text));
    return d;
  }

  function cardName(c) {
    if (!c) return t("the card");
    if (!c.up) return c.name || c.label || t("face-down card");
    return (c.face && c.face.description) || c.name || c.label || faceShort(c.face) || t("card");
  }

  function faceShort(f) {
    if (!f) return "";
    if (f.rank || f.suit) return f.rank + (SUIT_SYMBOL[f.suit] || f.suit);
    return [f.title, f.big].filter(Boolean).join(" ") || f.top || "";
  }

  function cardTile(z, c, i, inLitZone) {
    var key = moveKey(z.id, c.id);
    var movable = moves.has(key);
    var b = el("button", "card");
    b.type = "button";
    b.dataset.key = movable ? key : "card:" + z.id + ":" + i;
    if (c.kind === "token") b.classList.add("token");
    fillFace(b, c, false);
    var name = c.kind === "token" ? (c.name || c.tip || c.label || t("Token"))
      : c.up ? ((c.face && c.face.description) || c.name || c.label) : (c.name || c.label || t("Face-down card"));
    if (name) b.setAttribute("aria-label", name);
    if (c.tip) b.title = c.tip;
    if (c.note) {
      var noteId = "note-" + z.id.replace(/[^A-Za-z0-9_-]/g, "_") + "-" + i;
      var noteEl = b.querySelector(".note");
      if (noteEl) {
        noteEl.id = noteId;
        b.setAttribute("aria-describedby", noteId);
      }
    }
    if (movable) {
      b.classList.add("movable");
      b.setAttribute("aria-pressed", selected === key ? "true" : "false");
      if (selected === key) b.classList.add("selected");
      b.addEventListener("click", function (e) { e.stopPropagation(); tapMove(key); });
      b.addEventListener("dblclick", function (e) { e.stopPropagation(); quickPlay(key); });
    } else if (inLitZone) {
      // a card of a lit place: the tap is for the place (the click bubbles to it)
    } else {
      b.setAttribute("aria-haspopup", "dialog");
      b.addEventListener("click", function (e) { e.stopPropagation(); showCard(c, z); });
    }
    return b;
  }

  /** The visible face of a card into `box` (a tile, or the big view when `big`). */
  function fillFace(box, c, big) {
    if (c.kind === "token") { // a token has no back: its colour and its label (initials…)
      var chipTone = tone(c.colour);
      box.classList.add("chip", chipTone ? "back-" + chipTone : "chip-plain");
      box.appendChild(el("span", "f-label", c.label || (big ? c.name || t("Token") : "")));
      if (c.note) box.appendChild(el("span", "note", c.note));
      return;
    }
    if (!c.up) {
      box.classList.add("down", "back-" + (tone(c.colour) || "k"));
      box.appendChild(el("span", "back-mark", c.label || (big ? t("Face down") : "")));
      return;
    }
    var f = c.face;
    var inkTone;
    if (f && (f.rank || f.suit)) {
      inkTone = RED[f.suit] ? "red" : (tone(f.colour) === "h0" ? "red" : "k");
    } else {
      inkTone = tone(f ? f.colour : c.colour) || "k";
    }
    box.classList.add("face", "ink-" + inkTone);
    if (f && tone(f.accent)) {
      box.appendChild(el("span", "band tint-" + tone(f.accent)));
    }
    if (f) {
      if (f.title) box.appendChild(el("span", "f-title", f.title));
      if (f.rank || f.suit) {
        var rs = el("span", "f-rank");
        rs.appendChild(el("span", "rank", f.rank));
        rs.appendChild(el("span", "suit", SUIT_SYMBOL[f.suit] || f.suit));
        box.appendChild(rs);
      }
      if (f.big) box.appendChild(el("span", "f-big", f.big));
      if (f.top) box.appendChild(el("span", "f-top", f.top));
      if (f.bottom && big) box.appendChild(el("span", "f-bottom", f.bottom));
      if (f.marks) {
        var marks = el("span", "f-marks", "/".repeat(f.marks));
        marks.setAttribute("aria-hidden", "true");
        box.appendChild(marks);
      }
      if (!f.title && !f.rank && !f.suit && !f.big && !f.top && c.label) {
        box.appendChild(el("span", "f-label", c.label));
      }
    } else {
      box.appendChild(el("span", "f-label", c.label || "?"));
    }
    if (c.note) box.appendChild(el("span", "note", c.note));
  }

  function selectedCard() {
    var mv = selected ? moves.get(selected) : null;
    if (!mv || !view) return null;
    for (var i = 0; i < view.zones.length; i += 1) {
      var z = view.zones[i];
      if (z.id !== mv.zone) continue;
      for (var j = z.cards.length - 1; j >= 0; j -= 1) {
        if (z.cards[j].id === mv.card) return { zone: z, card: z.cards[j] };
      }
    }
    return null;
  }

  /** The selected card's name on the bar's one line: its full name when it
   *  fits, else the few words of its face ("Medieval 79", "Q\u2660"); the full
   *  description is read to a screen reader and shown by "Full card". */
  function nameOnBar() {
    var sc = selectedCard(), line = $("sel-text"), words = $("sel-name");
    words.textContent = selectedName();
    if (!sc || !sc.card.up || sc.card.kind !== "card" || !sc.card.face) return;
    if (line.scrollWidth <= line.clientWidth + 1) return;
    var few = faceShort(sc.card.face).replace(/\s+/g, " ").trim();
    if (few) words.textContent = few;
  }

  function selectedName() {
    var sc = selectedCard();
    if (sc && !sc.card.up && sc.card.kind === "card") return t("a face-down card");
    if (sc) return cardName(sc.card);
    var mv = selected ? moves.get(selected) : null;
    return mv && mv.card === null ? t("a face-down card") : t("the card");
  }

  function zoneLabel(id) {
    var z = zoneOf(id);
    return (z && z.label) || t("this place"); // never a zone's id: it is no name
  }

  function tapMove(key) {
    selected = selected === key ? null : key;
    render();
    if (selected) revealLit();
  }

  function quickPlay(key) {
    var mv = moves.get(key);
    if (mv && mv.play) {
      selected = null;
      send({ t: "activate", zone: mv.zone, card: mv.card });
      render();
    }
  }

  // A place a move may go to (one of ``lit``): lit, with a "Put here"
  // button (in ``into``) and the whole box tappable. Returns whether it is lit.
  function litPlace(z, lit, box, into) {
    if (!lit.has(z.id)) {
      return false;
    }
    box.classList.add("lit");
    var put = button("put", t("Put here"), function (e) { e.stopPropagation(); dropOn(z.id); });
    put.setAttribute("aria-label",
      t("Put {card} here: {place}", { card: selectedName(), place: z.label || t("this place") }));
    put.dataset.key = "put:" + z.id;
    into.appendChild(put);
    box.addEventListener("click", function () { dropOn(z.id); });
    return true;
  }

  function dropOn(target) {
    var mv = selected ? moves.get(selected) : null;
    if (!mv || mv.targets.indexOf(target) < 0) return;
    selected = null;
    send({ t: "drop", zone: mv.zone, card: mv.card, target: target });
    render();
  }

  function renderSelection() {
    var bar = $("selbar");
    var mv = selected ? moves.get(selected) : null;
    bar.hidden = !mv;
    document.body.classList.toggle("has-selbar", !!mv);
    if (!mv) return;
    var name = selectedName();
    $("sel-full").hidden = selectedCard() === null;
    $("sel-full-name").textContent = t("Selected: {card}", { card: name });
    nameOnBar();
    var rendered = new Set();
    view.zones.forEach(function (z) { rendered.add(z.id); });
    // up to three places as buttons here (the lit places are often further down the page);
    // a place the view does not show is always offered here
    var listed = mv.targets.filter(function (z) { return mv.targets.length <= 3 || !rendered.has(z); });
    var bs = listed.map(function (z) {
      var b = button("put", "\u2192 " + zoneLabel(z), function () { dropOn(z); });
      b.setAttribute("aria-label", t("Put {card} here: {place}", { card: name, place: zoneLabel(z) }));
      return b;
    });
    var play = $("sel-play");
    play.hidden = !mv.play;
    bs.push(play);
    var targets = $("sel-targets");
    targets.replaceChildren.apply(targets, bs);
    targets.hidden = listed.length === 0 && !mv.play;
    $("sel-hint").hidden = listed.length === mv.targets.length;
  }

  function renderButtons() {
    var row = $("buttons");
    var bs = view.buttons.map(function (text, i) {
      var b = button("primary", text || t("Move {n}", { n: i + 1 }), function () { send({ t: "button", i: i }); });
      b.dataset.key = "button:" + i;
      return b;
    });
    if (view.prompts.length || view.canNarrate) {
      var label = view.prompts.length ? t("Tell the story ({n})", { n: view.prompts.length }) : t("Add to the story");
      var story = button("story", label, openStory);
      story.setAttribute("aria-haspopup", "dialog");
      story.dataset.key = "story";
      bs.push(story);
    }
    if (view.canUndo) {
      var undo = button("undo", t("Undo my last move"), function () { send({ t: "undo" }); });
      undo.dataset.key = "undo";
      bs.push(undo);
    }
    row.replaceChildren.apply(row, bs);
    $("moves-section").hidden = bs.length === 0;
  }

  function renderSeats() {
    var list = $("seats");
    list.replaceChildren.apply(list, view.seats.map(function (s) {
      var li = el("li", "seat-row");
      if (s.active) li.classList.add("active");
      if (s.out) li.classList.add("out");
      if (s.you) li.classList.add("you");
      var head = el("div", "seat-head");
      head.appendChild(el("span", "seat-name", s.name || t("Player")));
      if (s.active) head.appendChild(el("span", "tag tag-active", t("to move")));
      if (s.you) head.appendChild(el("span", "tag", t("you")));
      if (s.phone) head.appendChild(el("span", "tag", t("phone")));
      if (s.bot) head.appendChild(el("span", "tag", t("bot")));
      if (s.out) head.appendChild(el("span", "tag", t("out")));
      li.appendChild(head);
      s.lines.forEach(function (line) { li.appendChild(el("div", "seat-line", line)); });
      return li;
    }));
  }

  function renderLog() {
    var list = $("log");
    list.replaceChildren.apply(list, view.log.map(function (line) { return el("li", "", line); }));
    $("log-count").textContent = view.log.length ? "(" + view.log.length + ")" : "";
  }

  /* ---------- sheets ---------- */

  function openModal(d) {
    if (!d.open) {
      try { d.showModal(); } catch (e) { d.setAttribute("open", ""); }
    }
  }

  function closeModal(d) {
    if (d.open) d.close();
  }

  function closeDialogs() {
    ["q-dialog", "card-dialog", "story-dialog"].forEach(function (id) { closeModal($(id)); });
    shownSig = null;
  }

  /** Two texts that say the same (case, spaces and the closing mark aside). */
  function same(a, b) {
    function plain(text) { return text.replace(/\s+/g, " ").replace(/[\s.?!:\u2026]+$/, "").trim().toLowerCase(); }
    return plain(a) === plain(b);
  }

  function questionSig(q) {
    return JSON.stringify([q.kind, q.title, q.question, q.options, q.def, q.oneLine]);
  }

  /** A question's words (its number changes whenever it is asked again). */
  function questionKey(q) {
    return JSON.stringify([q.kind, q.title, q.question, q.oneLine]);
  }

  function renderQuestion() {
    var d = $("q-dialog");
    var q = view ? view.question : null;
    if (!q || answeredQ === q.q) {
      shownSig = null;
      closeModal(d);
      return;
    }
    var sig = questionSig(q);
    if (shownSig === sig && d.open) return; // the same question: keep what is being typed
    shownSig = sig;
    var title = q.title || (q.kind === "choice" ? t("Choose") : t("Your answer"));
    $("q-title").textContent = title;
    var asks = q.question && same(q.question, title) ? "" : q.question; // said once, not twice
    $("q-text").textContent = asks;
    $("q-text").hidden = !asks;
    var body = $("q-body"), foot = $("q-buttons");
    var inBody = [], inFoot = [];
    if (q.kind === "choice") {
      var opts = el("div", "options");
      q.options.forEach(function (text, i) {
        opts.appendChild(button("option", text || t("Option {n}", { n: i + 1 }), function () { answer(i); }));
      });
      inBody.push(opts);
      inFoot.push(button("", t("Cancel"), function () { answer(null); }));
    } else {
      var field = el(q.oneLine ? "input" : "textarea", "field");
      field.id = "q-field";
      if (q.oneLine) field.type = "text";
      else field.rows = 5;
      var key = questionKey(q);
      field.value = questionDrafts.has(key) ? questionDrafts.get(key) : q.def; // words refused come back
      field.addEventListener("input", function () { questionDrafts.set(key, field.value); });
      field.autofocus = true;
      field.setAttribute("aria-labelledby", asks ? "q-title q-text" : "q-title");
      var sendIt = function () { answer(field.value); };
      if (q.oneLine) {
        field.addEventListener("keydown", function (e) {
          if (e.key === "Enter" && !e.isComposing) { e.preventDefault(); sendIt(); }
        });
      }
      inBody.push(field);
      inFoot.push(button("", t("Cancel"), function () { answer(null); }));
      inFoot.push(button("primary", t("Send"), sendIt));
    }
    body.replaceChildren.apply(body, inBody);
    foot.replaceChildren.apply(foot, inFoot);
    $("q-title").autofocus = q.kind === "choice"; // a choice: read the question first, no option picked
    openModal(d);
  }

  /** The answer to the question open now (its number is the latest view's). */
  function answer(value) {
    var q = view && view.question;
    if (!q) return;
    if (send({ t: "answer", q: q.q, value: value })) {
      questionDrafts.delete(questionKey(q));
      if (typeof value === "string") answerSent = { key: questionKey(q), text: value };
      answeredQ = q.q;
      shownSig = null;
      closeModal($("q-dialog"));
    }
  }

  function showCard(c, z) {
    var d = $("card-dialog");
    $("card-title").textContent = cardName(c).replace(/^./, function (ch) { return ch.toUpperCase(); });
    var body = $("card-body");
    var big = el("div", "card big" + (c.kind === "token" ? " token" : ""));
    fillFace(big, c, true);
    var parts = [big];
    var facts = el("dl", "facts");
    function fact(term, text) {
      if (!text) return;
      facts.appendChild(el("dt", "", term));
      facts.appendChild(el("dd", "", text));
    }
    var f = c.up ? c.face : null;
    if (z) fact(t("Place"), z.label);
    if (f) {
      fact(t("Card"), f.description);
      fact(t("Title"), f.title);
      if (f.rank || f.suit) fact(t("Rank and suit"), f.rank + " " + (SUIT_SYMBOL[f.suit] || f.suit));
      fact(t("Value"), f.big);
      fact(t("Text"), f.top);
      fact(t("Other end"), f.bottom);
      if (f.marks) fact(t("Marks"), String(f.marks));
    }
    if (c.up && c.label && (!f || c.label !== f.description)) fact(t("Label"), c.label);
    fact(t("Note"), c.note);
    fact(t("Tip"), c.tip);
    if (facts.childElementCount) parts.push(facts);
    body.replaceChildren.apply(body, parts);
    openModal(d);
  }

  function showSelectedCard() {
    var sc = selectedCard();
    if (sc) showCard(sc.card, sc.zone);
  }

  function openStory() {
    storySig = null;
    renderStory(true);
    openModal($("story-dialog"));
  }

  /** A prompt's key: its words (its number moves when another is answered). */
  function promptKey(p) { return "p:" + p.about + "\n" + p.text; }

  function renderStory(force) {
    var d = $("story-dialog");
    if (!view || (!force && !d.open)) return;
    if (!view.prompts.length && !view.canNarrate) {
      storySig = null;
      closeModal(d);
      return;
    }
    var sig = JSON.stringify([view.prompts.map(promptKey), view.canNarrate]);
    if (sig === storySig) return; // the same prompts: keep the boxes being typed in
    storySig = sig;
    var blocks = view.prompts.map(function (p, i) {
      var about = p.about ? t("For: {name}", { name: p.about }) : "";
      return storyBlock(promptKey(p), "story-p" + i, p.text || t("A prompt"), about);
    });
    if (view.canNarrate) blocks.push(storyBlock("free", "story-free", t("Add to the story"), ""));
    var body = $("story-body");
    body.replaceChildren.apply(body, blocks);
  }

  function storyBlock(key, id, label, about) {
    var box = el("div", "story-block");
    var lab = el("label", "story-label", label);
    lab.htmlFor = id;
    box.appendChild(lab);
    if (about) box.appendChild(el("p", "story-about", about));
    var area = el("textarea", "field");
    area.id = id;
    area.rows = 4;
    area.value = storyDrafts.get(key) || "";
    area.addEventListener("input", function () { storyDrafts.set(key, area.value); }); // kept across views
    box.appendChild(area);
    var said = el("p", "story-sent");
    said.setAttribute("role", "status");
    box.appendChild(button("primary", t("Send"), function () {
      var text = area.value;
      if (!text.trim()) {
        toast(t("Write something first."));
        area.focus();
        return;
      }
      var prompt = null;
      if (key !== "free") {
        var open = view.prompts.filter(function (p) { return promptKey(p) === key; });
        if (!open.length) {
          toast(t("That prompt is no longer open."));
          return;
        }
        prompt = open[0].id;
      }
      if (send({ t: "narrate", prompt: prompt, text: text })) {
        storyDrafts.delete(key);
        storySent = { key: key, text: text };
        area.value = "";
        said.textContent = t("Sent to the table.");
      }
    }));
    box.appendChild(said);
    return box;
  }

  /* ---------- toasts ---------- */

  function toast(text, tip) {
    var box = $("toast");
    box.textContent = text;
    box.classList.toggle("tip", tip === true); // asked for (a hint), not a refusal
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () { box.hidden = true; }, TOAST_MS);
  }

  /* ---------- start ---------- */

  /** After a denial, on the person's word only: start again. */
  function retry() {
    if (!token) return;
    stopped = false;
    attempt = 0;
    $("denied").hidden = true;
    $("top").hidden = false;
    $("conn").classList.remove("ended");
    document.body.classList.remove("is-denied");
    connect();
  }

  function start() {
    $("toast").addEventListener("click", function () {
      $("toast").hidden = true;
      clearTimeout(toastTimer);
    });
    $("sel-play").addEventListener("click", function () { if (selected) quickPlay(selected); });
    $("sel-full").addEventListener("click", showSelectedCard);
    $("info-more").addEventListener("click", toggleInfo);
    $("ask-hint").addEventListener("click", function () { send({ t: "hint" }); });
    window.addEventListener("resize", function () {
      if (!view) return;
      fitInfo();
      if (!$("selbar").hidden) nameOnBar();
    });
    $("sel-cancel").addEventListener("click", function () { selected = null; render(); });
    $("card-close").addEventListener("click", function () { closeModal($("card-dialog")); });
    $("story-close").addEventListener("click", function () { closeModal($("story-dialog")); });
    $("q-dialog").addEventListener("cancel", function (e) {
      e.preventDefault(); // Escape: the same as Cancel, so the host hears it
      answer(null);
    });
    ["card-dialog", "story-dialog"].forEach(function (id) {
      var d = $(id);
      d.addEventListener("click", function (e) { if (e.target === d) closeModal(d); }); // the backdrop
    });
    document.addEventListener("keydown", function (e) {
      if (e.key === "Escape" && selected && !document.querySelector("dialog[open]")) {
        selected = null;
        render();
      }
    });
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") wake();
    });
    window.addEventListener("online", wake);
    window.addEventListener("pageshow", function (e) { if (e.persisted) wake(); });
    window.addEventListener("hashchange", function () {
      var now = location.hash.slice(1);
      if (now && now !== token) {
        token = now;
        retry();
      }
    });
    $("denied-retry").addEventListener("click", retry);

    if (!token) {
      deny(t("This page needs the link from the host's QR code (the part after #)."));
      $("denied-retry").hidden = true;
      return;
    }
    connect();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
