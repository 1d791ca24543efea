"""Display width: wide and combining characters keep a table's columns aligned."""

from host_tools.textwidth import cut, pad, width

# text -> columns it takes in a terminal
WIDTHS = (
    ("", 0),
    ("Sepp", 4),
    ("Grüß", 4),
    ("Zoe\u0308", 3),  # e + combining diaeresis: one column
    ("e\u0301\u0301", 1),
    ("山田", 4),
    ("\uff21\uff22", 4),  # full-width letters
    ("🂡", 1),  # playing card: neutral width
    ("😀", 2),  # emoji presentation: wide
    ("a\u200db", 2),  # zero-width joiner takes nothing
    ("Ma\u00df", 3),
)


def test_width_counts_columns_not_code_points():
    for text, columns in WIDTHS:
        assert width(text) == columns, (text, columns)


def test_pad_aligns_by_display_width():
    names = ["Anna", "山田", "Zoe\u0308", "Grüß"]
    cells = [pad(name, 8, ">") for name in names]
    assert {width(cell) for cell in cells} == {8}
    assert pad("山田", 6) == "山田  "
    assert pad("山田", 7, "^") == " 山田  "
    assert pad("Annabelle", 4) == "Annabelle"


def test_cut_never_splits_a_wide_character_or_strips_an_accent():
    assert cut("山田太郎", 5) == "山田"
    assert cut("Zoe\u0308 Li", 3) == "Zoe\u0308"
    assert cut("Sepp", 10) == "Sepp"
    assert width(cut("ab山", 3)) == 2
