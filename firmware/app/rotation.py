"""Turning the picture for a device turned on the table: by 180 degrees to face the other side,
by a quarter (90 or 270) for a device that stands or lies lengthwise, in portrait.

The display turns itself (hal/ssd168x.EPD.set_rotation, the simulator's the same): at a quarter
turn its framebuffer becomes the portrait one, width and height swapped, on the same bytes, so
no second buffer is needed; every screen lays itself out from fb.width and fb.height when it
draws next. The setting is counted from the way the device was built (hardware_setup.ROTATION,
how the panel sits in its case): 0 is "as built"."""

ANGLES = (0, 90, 180, 270)


def set_rotation(display, degrees):
    """Show everything from now on turned by `degrees` from the way the device was built."""
    built = getattr(display, "built_rotation", None)
    if built is None:
        built = display.rotation
        display.built_rotation = built
    display.set_rotation((built + degrees) % 360)
