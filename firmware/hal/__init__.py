"""The hardware layer: the only code that touches the panel, buttons, battery, sleep and clock."""
