#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>
