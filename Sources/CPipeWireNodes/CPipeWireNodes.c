#include "CPipeWireNodes.h"

#if __has_include(<pipewire/pipewire.h>)
#include <errno.h>
#include <stdlib.h>
#include <time.h>
#include <pipewire/pipewire.h>
#include <spa/node/command.h>
#include <spa/utils/result.h>

struct as_pw_connection {
    struct pw_thread_loop *loop;
    struct pw_context *context;
    struct pw_core *core;
    struct pw_registry *registry;
    struct spa_hook core_listener;
    int pending;
    int done;
    int error;
};

static void on_core_done(void *data, uint32_t id, int seq) {
    struct as_pw_connection *connection = data;
    if (id == PW_ID_CORE && seq == connection->pending) {
        connection->done = 1;
        pw_thread_loop_signal(connection->loop, false);
    }
}

static void on_core_error(void *data, uint32_t id, int seq, int res, const char *message) {
    struct as_pw_connection *connection = data;
    (void)seq;
    (void)message;
    if (id == PW_ID_CORE) {
        connection->error = res;
        pw_thread_loop_signal(connection->loop, false);
    }
}

static const struct pw_core_events core_events = {
    PW_VERSION_CORE_EVENTS,
    .done = on_core_done,
    .error = on_core_error,
};

as_pw_connection *as_pw_connect(const char *remote) {
    pw_init(NULL, NULL);
    struct as_pw_connection *connection = calloc(1, sizeof(*connection));
    if (connection == NULL) return NULL;
    connection->loop = pw_thread_loop_new("audiosession-pipewire", NULL);
    if (connection->loop == NULL) goto fail;
    connection->context = pw_context_new(pw_thread_loop_get_loop(connection->loop), NULL, 0);
    if (connection->context == NULL) goto fail;
    if (pw_thread_loop_start(connection->loop) < 0) goto fail;
    pw_thread_loop_lock(connection->loop);
    struct pw_properties *properties = remote ? pw_properties_new(PW_KEY_REMOTE_NAME, remote, NULL) : NULL;
    connection->core = pw_context_connect(connection->context, properties, 0);
    if (connection->core != NULL) {
        pw_core_add_listener(connection->core, &connection->core_listener, &core_events, connection);
        connection->registry = pw_core_get_registry(connection->core, PW_VERSION_REGISTRY, 0);
    }
    pw_thread_loop_unlock(connection->loop);
    if (connection->core == NULL || connection->registry == NULL) goto fail;
    return connection;
fail:
    as_pw_disconnect(connection);
    return NULL;
}

/// Waits, with the loop locked, until the sync `seq` is answered or `timeout_ms` has passed.
static int wait_for_sync(struct as_pw_connection *connection, int timeout_ms) {
    struct timespec deadline;
    pw_thread_loop_get_time(connection->loop, &deadline, (int64_t)timeout_ms * SPA_NSEC_PER_MSEC);
    while (!connection->done && connection->error == 0) {
        if (pw_thread_loop_timed_wait_full(connection->loop, &deadline) < 0) return -ETIMEDOUT;
    }
    return connection->error;
}

int as_pw_set_paused(as_pw_connection *connection, uint32_t node, int paused, int timeout_ms) {
    if (connection == NULL) return -EINVAL;
    pw_thread_loop_lock(connection->loop);
    struct pw_node *proxy = pw_registry_bind(connection->registry, node, PW_TYPE_INTERFACE_Node, PW_VERSION_NODE, 0);
    int result = -ENOENT;
    if (proxy != NULL) {
        struct spa_command command = SPA_NODE_COMMAND_INIT(paused ? SPA_NODE_COMMAND_Pause : SPA_NODE_COMMAND_Start);
        result = pw_node_send_command(proxy, &command);
        if (result >= 0) {
            connection->done = 0;
            connection->error = 0;
            connection->pending = pw_core_sync(connection->core, PW_ID_CORE, 0);
            result = wait_for_sync(connection, timeout_ms);
        }
        pw_proxy_destroy((struct pw_proxy *)proxy);
    }
    pw_thread_loop_unlock(connection->loop);
    return result;
}

void as_pw_disconnect(as_pw_connection *connection) {
    if (connection == NULL) return;
    if (connection->loop != NULL) pw_thread_loop_stop(connection->loop);
    if (connection->registry != NULL) pw_proxy_destroy((struct pw_proxy *)connection->registry);
    if (connection->core != NULL) {
        spa_hook_remove(&connection->core_listener);
        pw_core_disconnect(connection->core);
    }
    if (connection->context != NULL) pw_context_destroy(connection->context);
    if (connection->loop != NULL) pw_thread_loop_destroy(connection->loop);
    free(connection);
}

const char *as_pw_library_version(void) { return pw_get_library_version(); }

#else

as_pw_connection *as_pw_connect(const char *remote) {
    (void)remote;
    return 0;
}

int as_pw_set_paused(as_pw_connection *connection, uint32_t node, int paused, int timeout_ms) {
    (void)connection;
    (void)node;
    (void)paused;
    (void)timeout_ms;
    return -38;  // ENOSYS: built without libpipewire
}

void as_pw_disconnect(as_pw_connection *connection) { (void)connection; }

const char *as_pw_library_version(void) { return ""; }

#endif
