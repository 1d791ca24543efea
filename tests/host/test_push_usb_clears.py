"""A table whose Wi-Fi push did not reach the laptop says "not sent" (sync/auto.py); a USB sync
that then brings the laptop everything (the firmware in the simulator with its serial
pseudo-terminal, the host's serial sync over pyserial) takes the mark away when it ends, not
at the next hand, and the device keeps that the laptop holds the list (sync/pushed): started
again with the network still gone, it shows no mark and tries no push. The next hand, which
the laptop lacks, brings the mark back."""

import time

from test_push_as_played import GAMES, IDENT, NAMES, SECRET
from test_sync_serial import Simulator
from test_sync_wifi import PASSWORD, SSID
from test_tournament_handout import Laptop
from test_tournament_serial import Cable
from tournament_sim import SimTable
from tournament_tables import hands
from wizard_driver import Device

from host_tools.tournament import book as books


def test_a_usb_sync_that_leaves_nothing_unsent_takes_the_mark_away(tmp_path):
    laptop = Laptop(tmp_path / "store.sqlite3")
    wifi = tmp_path / "access-point"
    wifi.write_text(f"{SSID}:{PASSWORD}")
    flash = tmp_path / "device.img"
    sim = usb = None
    try:
        book = books.Book(laptop.store)
        tour = book.create("Preisskat", "skat", books.plan_of("skat", games_per={"4": GAMES}))
        book.add_players(tour, [(name, None) for name in NAMES])
        tour = book.get("Preisskat")
        book.draw(tour, "usb")
        seats = book.table(tour, 1, 1)["seats"]
        laptop.store.pair(IDENT, SECRET)
        book.hand_out(tour, 1, 1, IDENT)
        played = hands("skat", tour["settings"], seats, 2, "usb")
        sim = SimTable(flash, IDENT, laptop.url, SECRET, wifi=f"@{wifi}")
        sim.start()
        wifi.unlink()  # the access point off
        sim.device.enter(played[0], seats)
        assert "not sent" in " ".join(sim.device.screen.texts())
        sim.close()
        sim = None

        def held():
            (number,) = laptop.store.held(IDENT)
            return len(laptop.store.hands(IDENT, number))

        assert held() == 0
        # On the cable: the start's push fails again (no network), then the host syncs.
        usb = Simulator(flash)
        time.sleep(2.0)
        with Cable(laptop.store, usb.path) as client:
            client.sync()
        assert held() == 1
        usb.stop()
        usb = None

        # Started again, the network still gone: no mark, and nothing was tried.
        device = Device(flash)
        try:
            foot = " ".join(device.screen.texts())
            assert "not sent" not in foot and "game 2 of" in foot, foot
            device.enter(played[1], seats)  # this one the laptop lacks: the mark again
            assert "not sent" in " ".join(device.screen.texts())
        finally:
            device.close()
    finally:
        if sim is not None:
            sim.close()
        if usb is not None:
            usb.stop()
        laptop.close()
