"""Rules core: pure scoring and state for every game, shared by the device and the host tool."""
