#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

// libmicrohttpd's start and info functions are C-variadic, which Swift cannot call.
// These fixed-signature wrappers are the only C the project writes.

/// Starts a daemon bound to `addr` with the options Foodly uses.
static inline struct MHD_Daemon *foodly_mhd_start(
    unsigned int flags, const struct sockaddr *addr,
    MHD_AcceptPolicyCallback accept_policy, void *accept_policy_cls,
    MHD_AccessHandlerCallback handler, void *handler_cls,
    MHD_RequestCompletedCallback completed, void *completed_cls,
    void *(*uri_log)(void *, const char *, struct MHD_Connection *), void *uri_log_cls,
    unsigned int threads, size_t memory_limit, unsigned int timeout_seconds, unsigned int connection_limit)
{
    return MHD_start_daemon(
        flags, 0, accept_policy, accept_policy_cls, handler, handler_cls,
        MHD_OPTION_SOCK_ADDR, addr,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
        MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_URI_LOG_CALLBACK, uri_log, uri_log_cls,
        MHD_OPTION_END);
}

/// The port the daemon is bound to (useful after binding port 0).
static inline uint16_t foodly_mhd_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

/// The peer address of a connection, or NULL.
static inline const struct sockaddr *foodly_mhd_client_address(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info ? info->client_addr : NULL;
}
