// libpulse's asynchronous API, with the threaded main loop and the stream-restore extension.
#include <pulse/pulseaudio.h>
#include <pulse/ext-stream-restore.h>
