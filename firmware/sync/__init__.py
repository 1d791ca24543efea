"""The device's side of the sync protocol (docs/sync-protocol.md): serving the serial port, the
Wi-Fi push, the pairing settings."""
