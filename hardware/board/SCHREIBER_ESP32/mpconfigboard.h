// Schreiber's board: ports/esp32/mpconfigport.h enables each of these unless the board says
// otherwise. Left out because the firmware uses none of them (it uses Wi-Fi, SPI, ADC, pins,
// the RTC, deep sleep and LittleFS; firmware/hal), and each takes room in the image.
#define MICROPY_HW_BOARD_NAME "Schreiber score keeper"
#define MICROPY_HW_MCU_NAME "ESP32"

#define MICROPY_PY_BLUETOOTH (0)
#define MICROPY_PY_ESPNOW (0)
#define MICROPY_PY_MACHINE_I2S (0)
#define MICROPY_PY_MACHINE_DAC (0)
#define MICROPY_HW_ENABLE_SDCARD (0)
