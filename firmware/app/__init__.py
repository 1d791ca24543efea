"""What the device does: the session journal now; entry wizard, screens and sync to come."""
