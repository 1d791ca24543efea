"""A device pushes as the table plays (sync/auto.py): the firmware in the simulator, played
through its screens, paired with a real `schreiber serve` on loopback. After every hand the
host holds it, with no menu sync; with the access point off for three hands the table's foot
says "not sent", nothing is lost, and the next hand with the network back brings all of them,
each once; a hand saved with the network off and the power cut then is pushed when the device
starts again. At the series' end the host holds exactly the device's logs."""

from test_sync_serial import device_files
from test_sync_wifi import PASSWORD, SSID
from test_tournament_handout import Laptop
from tournament_sim import SimTable
from tournament_tables import hands

from host_tools.tournament import book as books

NAMES = ["Anni", "Bert", "Cilli", "Done"]
GAMES = 8
SECRET = bytes(range(32))
IDENT = "a4cf12000007"


def test_the_device_pushes_every_hand_and_catches_up_after_the_network_was_gone(tmp_path):
    laptop = Laptop(tmp_path / "store.sqlite3")
    wifi = tmp_path / "access-point"  # hal/sim_network.py reads it at every attempt to join
    wifi.write_text(f"{SSID}:{PASSWORD}")
    sim = None
    try:
        book = books.Book(laptop.store)
        tour = book.create("Preisskat", "skat", books.plan_of("skat", games_per={"4": GAMES}))
        book.add_players(tour, [(name, None) for name in NAMES])
        tour = book.get("Preisskat")
        book.draw(tour, "auto")
        seats = book.table(tour, 1, 1)["seats"]
        laptop.store.pair(IDENT, SECRET)
        book.hand_out(tour, 1, 1, IDENT)
        played = hands("skat", tour["settings"], seats, GAMES, "auto")
        sim = SimTable(tmp_path / "device.img", IDENT, laptop.url, SECRET, wifi=f"@{wifi}")
        sim.start()

        def held():
            numbers = laptop.store.held(IDENT)
            assert len(numbers) == 1, numbers
            return len(laptop.store.hands(IDENT, next(iter(numbers))))

        def foot():
            return " ".join(sim.device.screen.texts())

        assert held() == 0  # the start, pushed by itself
        for count in (1, 2):
            sim.device.enter(played[count - 1], seats)
            assert held() == count and "not sent" not in foot(), foot()
        wifi.unlink()  # the access point off
        for count in (3, 4, 5):
            sim.device.enter(played[count - 1], seats)
            assert "not sent" in foot() and f"game {count + 1} of" in foot()
            assert held() == 2
        wifi.write_text(f"{SSID}:{PASSWORD}")
        sim.device.enter(played[5], seats)
        assert held() == 6 and "not sent" not in foot()

        wifi.unlink()
        sim.device.enter(played[6], seats)
        assert "not sent" in foot() and held() == 6
        sim.device.power_cut()
        wifi.write_text(f"{SSID}:{PASSWORD}")
        sim.device.boot()  # the table again, and the hand the laptop lacked pushed
        assert held() == 7 and "not sent" not in foot() and "game 8 of" in foot()

        for hand in played[7:]:
            sim.device.enter(hand, seats)
        assert held() == GAMES and f"all {GAMES} played" in foot()
        sim.close()
        sim = None
        files = device_files(tmp_path / "device.img")
        logs = {int(name[:6]): data for name, data in files.items() if name.endswith(".log")}
        stored = {n: laptop.store.log_bytes(IDENT, n) for n in laptop.store.held(IDENT)}
        assert stored == logs  # every byte once: nothing lost, nothing twice
    finally:
        if sim is not None:
            sim.close()
        laptop.close()
