// libpipewire: the thread loop, the registry and node commands (Pause, Start).
#include <pipewire/pipewire.h>
#include <spa/node/command.h>
