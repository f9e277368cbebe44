#ifndef MINIGAMES_CMICROHTTPD_SHIM_H
#define MINIGAMES_CMICROHTTPD_SHIM_H

#include <stdint.h>
#include <stddef.h>
#include <stdarg.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/* The URI log callback has no typedef in microhttpd.h; its result becomes the request's *con_cls. */
typedef void *(*minigames_uri_log_callback)(void *cls, const char *uri, struct MHD_Connection *connection);

/* Every field is optional: 0 / NULL means "leave the library default". */
typedef struct {
    unsigned int flags;
    uint16_t port;
    const struct sockaddr *bind_address;   /* NULL: all interfaces */
    int use_listen_fd;                     /* non-zero: serve on listen_fd, a socket already bound and listening */
    int listen_fd;
    unsigned int thread_pool_size;         /* 0 or 1: just the internal polling thread */
    unsigned int connection_timeout;       /* seconds */
    size_t connection_memory_limit;        /* bytes */
    unsigned int connection_limit;
    unsigned int per_ip_connection_limit;
    MHD_RequestCompletedCallback completed;
    void *completed_cls;
    minigames_uri_log_callback uri_log;    /* sees the request target exactly as sent, before MHD decodes it */
    void *uri_log_cls;
    MHD_LogCallback logger;                /* MHD's own error messages */
    void *logger_cls;
    MHD_AcceptPolicyCallback accept_policy; /* may refuse a connection at once, from its peer address */
    void *accept_policy_cls;
    MHD_NotifyConnectionCallback notify_connection; /* a connection opened or closed (its socket context) */
    void *notify_connection_cls;
} minigames_daemon_options;

/* MHD_start_daemon is variadic, which Swift cannot call: pass every option through MHD_OPTION_ARRAY. */
static inline struct MHD_Daemon *minigames_start_daemon(const minigames_daemon_options *o,
                                                         MHD_AccessHandlerCallback handler,
                                                         void *handler_cls) {
    struct MHD_OptionItem items[14];
    int n = 0;
    /* The logger goes first so that start-up messages reach it too. */
    if (o->logger) { items[n++] = (struct MHD_OptionItem){ MHD_OPTION_EXTERNAL_LOGGER, (intptr_t)o->logger, o->logger_cls }; }
    if (o->bind_address) { items[n++] = (struct MHD_OptionItem){ MHD_OPTION_SOCK_ADDR, 0, (void *)o->bind_address }; }
    if (o->use_listen_fd) { items[n++] = (struct MHD_OptionItem){ MHD_OPTION_LISTEN_SOCKET, o->listen_fd, NULL }; }
    if (o->thread_pool_size > 1) { items[n++] = (struct MHD_OptionItem){ MHD_OPTION_THREAD_POOL_SIZE, o->thread_pool_size, NULL }; }
    if (o->connection_timeout) { items[n++] = (struct MHD_OptionItem){ MHD_OPTION_CONNECTION_TIMEOUT, o->connection_timeout, NULL }; }
    if (o->connection_memory_limit) { items[n++] = (struct MHD_OptionItem){ MHD_OPTION_CONNECTION_MEMORY_LIMIT, (intptr_t)o->connection_memory_limit, NULL }; }
    if (o->connection_limit) { items[n++] = (struct MHD_OptionItem){ MHD_OPTION_CONNECTION_LIMIT, o->connection_limit, NULL }; }
    if (o->per_ip_connection_limit) { items[n++] = (struct MHD_OptionItem){ MHD_OPTION_PER_IP_CONNECTION_LIMIT, o->per_ip_connection_limit, NULL }; }
    if (o->completed) { items[n++] = (struct MHD_OptionItem){ MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)o->completed, o->completed_cls }; }
    if (o->uri_log) { items[n++] = (struct MHD_OptionItem){ MHD_OPTION_URI_LOG_CALLBACK, (intptr_t)o->uri_log, o->uri_log_cls }; }
    if (o->notify_connection) { items[n++] = (struct MHD_OptionItem){ MHD_OPTION_NOTIFY_CONNECTION, (intptr_t)o->notify_connection, o->notify_connection_cls }; }
    items[n++] = (struct MHD_OptionItem){ MHD_OPTION_END, 0, NULL };
    return MHD_start_daemon(o->flags, o->port, o->accept_policy, o->accept_policy_cls, handler, handler_cls,
                            MHD_OPTION_ARRAY, items, MHD_OPTION_END);
}

/* MHD_get_connection_info is variadic too: the connection's peer address (IPv4 or IPv6), or NULL. */
static inline const struct sockaddr *minigames_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info ? info->client_addr : NULL;
}

/* Bytes from the request's method to the end of its headers (past the blank line), or 0 before they are read. */
static inline size_t minigames_request_header_size(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    return info ? info->header_size : 0;
}

/* The socket a connection reads and writes, or -1. */
static inline int minigames_connection_descriptor(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? info->connect_fd : -1;
}

/* What MHD_OPTION_NOTIFY_CONNECTION stored for this connection when it opened, or NULL. */
static inline void *minigames_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info ? info->socket_context : NULL;
}

#endif
