"""Typing a name with PREV, NEXT and OK: a character picker in two steps, a group of letters
then the letter, so any letter is a few presses away instead of half an alphabet.

The ring of groups is alphabetical with each umlaut beside its vowel and ß beside s, so a
player finds a letter where he expects it; DONE and DELETE sit at the two ends of the ring,
next to each other, one press from the first group either way. Letters are offered in the
case a name needs: a capital first and after a space or hyphen, small letters otherwise (the
two cases are listed here: MicroPython's upper() leaves umlauts as they are).

Most names at a card table are common ones: from the first letter on, the names of
NAMES (below) that begin with what is typed (and are not taken) are offered as a list, the
cursor on the first, and OK on one takes it whole; the list's last row goes back to the
letters, for a name not in it. A letter costs several presses on the ring, a name picked
from a list of a dozen a few in all (bench/picker_presses.py counts both).

A state machine: handle(event) with the app's events (hal.buttons) changes the picker and
returns DONE with the name, CANCEL, or None while typing goes on.
"""

from core import names
from hal.buttons import BACK, NEXT, OK, PREV

UPPER = ("AÄBCD", "EFGHI", "JKLMN", "OÖPQR", "SßTUÜ", "VWXYZ", " -'.")
LOWER = ("aäbcd", "efghi", "jklmn", "oöpqr", "sßtuü", "vwxyz", " -'.")
# Places on the ring besides the groups (0 .. len(UPPER) - 1)
DONE_AT = len(UPPER)  # after the last group...
DELETE_AT = -1  # ...and before the first: both one step from either end, as the ring wraps
RING = len(UPPER) + 2

DONE = "done"
CANCEL = "cancel"


class Picker:
    def __init__(self, taken=(), text=""):
        self.text = text  # a name being mended starts as it was...
        self.mending = bool(text)  # ...and done empty, it is deleted
        self.at = 0  # place on the ring: a group, DONE_AT or DELETE_AT (kept as -1)
        self.group = None  # the open group, or None while the ring is shown
        self.letter = 0  # the letter marked in the open group
        self.taken = taken  # names already seated or on the roster: refused with a message
        self.problem = None  # why the last DONE was refused, for the screen
        self.offer = None  # names that complete the text, while offered; then the letters
        self.pick = 0  # the row marked in the offer (len(offer): back to the letters)

    def letters(self):
        """The characters of the marked (or open) group, in the case the name needs now."""
        return self.letters_of(self.group if self.group is not None else self.at)

    def letters_of(self, group):
        """The characters of group `group` in the case the name needs now ("" for DONE and
        DELETE)."""
        if group < 0 or group >= len(UPPER):
            return ""
        return UPPER[group] if self.capital() else LOWER[group]

    def capital(self):
        """True when the next letter starts a name or a part of one."""
        return not self.text or self.text[-1] in " -"

    def handle(self, event):
        self.problem = None
        if self.offer is not None:
            return self._in_offer(event)
        if self.group is not None:
            return self._in_group(event)
        if event == NEXT or event == PREV:
            step = 1 if event == NEXT else -1
            # The ring's places from -1 (DELETE) to DONE_AT, wrapping.
            self.at = (self.at + 1 + step) % RING - 1
        elif event == OK:
            if self.at == DONE_AT:
                return self._done()
            if self.at == DELETE_AT:
                self.text = self.text[:-1]
            else:
                self.group = self.at
                self.letter = 0
        elif event == BACK:
            return CANCEL
        return None

    def _in_group(self, event):
        size = len(UPPER[self.group])
        if event == NEXT:
            self.letter = (self.letter + 1) % size
        elif event == PREV:
            self.letter = (self.letter - 1) % size
        elif event == OK:
            if len(self.text) >= names.NAME_MAX:
                self.problem = "long"
            else:
                self.text += self.letters()[self.letter]
                self._complete()
            self.group = None  # the ring again, still at this group: the next letter is near
        elif event == BACK:
            self.group = None
        return None

    def _complete(self):
        """Offer the common names that begin with the text and are not taken (none that is
        the text itself: DONE takes that)."""
        head = "\n" + self.text
        found = []
        at = NAMES.find(head)
        while at >= 0:
            end = NAMES.find("\n", at + 1)
            name = NAMES[at + 1 : end]
            if name != self.text and not _among(name, self.taken):
                found.append(name)
            at = NAMES.find(head, end)
        self.offer = found or None
        self.pick = 0

    def _in_offer(self, event):
        rows = len(self.offer) + 1  # the names, then the way back to the letters
        if event == NEXT:
            self.pick = (self.pick + 1) % rows
        elif event == PREV:
            self.pick = (self.pick - 1) % rows
        elif event == OK and self.pick < len(self.offer):
            self.text = self.offer[self.pick]
            self.offer = None
            return self._done()
        elif event == OK or event == BACK:
            self.offer = None  # on to the letters, the ring at the group last used
        return None

    def _done(self):
        name = self.text.strip(" ")
        if not name:
            if self.mending:
                self.text = ""
                return DONE
            self.problem = "empty"
            return None
        if names.check_name(name, "name") is not None:
            self.problem = "bad"
            return None
        if _among(name, self.taken):
            self.problem = "taken"
            return None
        self.text = name
        return DONE


def _among(name, names):
    """Whether `name` is in `names`, ignoring the case of A-Z (as the roster compares)."""
    low = name.encode().lower()
    for other in names:
        if other.encode().lower() == low:
            return True
    return False


# The first names offered to complete a name from its first letter on: the names common at
# card tables in Bavaria, Franconia and Austria, those of the players born 1940-2000 and the
# short forms they go by (Sepp, Resi, Vroni), in alphabetical order with an umlaut as its
# vowel. One string of lines: on the heap one block, not one string per name.
NAMES = """
Agnes
Albert
Alexander
Alfred
Alois
Andrea
Andreas
Angelika
Anja
Anna
Annemarie
Anton
Barbara
Bärbel
Bartl
Ben
Benedikt
Beni
Benjamin
Bernd
Bernhard
Birgit
Björn
Brigitte
Burgi
Carina
Christa
Christian
Christina
Christine
Christoph
Claudia
Daniel
Daniela
David
Dieter
Dirk
Dominik
Doris
Egon
Elias
Elisabeth
Emil
Emma
Erich
Erika
Ernst
Erwin
Eva
Fabian
Felix
Ferdl
Florian
Frank
Franz
Franzi
Franziska
Friedrich
Fritz
Gabi
Gabriele
Georg
Gerda
Gerhard
Gertraud
Gertrud
Gisela
Gottfried
Günter
Günther
Hannah
Hans
Hansi
Heike
Heinrich
Heinz
Helga
Helmut
Herbert
Hermann
Hias
Hildegard
Holger
Horst
Hubert
Ilse
Inge
Ingrid
Irene
Jakob
Jan
Jasmin
Jens
Jessica
Johann
Johanna
Jonas
Jörg
Josef
Julia
Julian
Jürgen
Jutta
Kai
Karin
Karl
Kaspar
Katharina
Kathi
Kathrin
Katrin
Klaus
Konrad
Korbinian
Kurt
Lars
Laura
Lea
Lena
Leni
Leon
Leonhard
Lisa
Lisl
Ludwig
Lukas
Magdalena
Manfred
Manuela
Margarete
Maria
Marianne
Marion
Markus
Martin
Martina
Matthias
Max
Maximilian
Melanie
Mia
Michael
Michaela
Monika
Moritz
Nicole
Niklas
Norbert
Olaf
Oliver
Otto
Patrick
Paul
Peter
Petra
Philipp
Quirin
Rainer
Regina
Reinhard
Renate
Resi
Rita
Robert
Rolf
Rosa
Rosi
Rudi
Rupert
Sabine
Sandra
Sarah
Sascha
Schorsch
Sebastian
Sepp
Siegfried
Silke
Simon
Simone
Sophie
Stefan
Stefanie
Susanne
Sven
Tanja
Theresia
Thomas
Tobias
Toni
Traudl
Ulrich
Ursula
Ute
Uwe
Valentin
Vera
Verena
Veronika
Viktoria
Vinzenz
Volker
Vroni
Walter
Wastl
Werner
Wiggerl
Willi
Wolfgang
Xaver
Yvonne
Zenzi
"""
