"""Sessions from the device into the store: the serial client and the Wi-Fi (HTTP) endpoint."""
