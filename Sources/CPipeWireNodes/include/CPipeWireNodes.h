// Pausing and starting PipeWire nodes: the few libpipewire calls the `pipewire` backend needs that are macros in C
// (node commands, registry binds, core syncs), as plain functions Swift can call. Without libpipewire's headers
// (the PipeWire trait off) every function fails.
#ifndef CPIPEWIRENODES_H
#define CPIPEWIRENODES_H

#include <stdint.h>

/// A connection to PipeWire on a thread loop of its own.
typedef struct as_pw_connection as_pw_connection;

/// Connects to the PipeWire daemon (`remote` NULL: the default, `$PIPEWIRE_REMOTE` or `pipewire-0`); NULL on failure.
as_pw_connection *as_pw_connect(const char *remote);

/// Sends a node the `Pause` (paused != 0) or `Start` command and waits, at most `timeout_ms`, until PipeWire has
/// handled it; 0 on success, a negative errno otherwise.
int as_pw_set_paused(as_pw_connection *connection, uint32_t node, int paused, int timeout_ms);

/// Disconnects and frees the connection.
void as_pw_disconnect(as_pw_connection *connection);

/// The version of libpipewire linked, or "" without it.
const char *as_pw_library_version(void);

#endif
