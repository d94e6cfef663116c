// glibc's malloc extensions: malloc_trim, to give memory freed after a whole catalog load back to the system.
#include <malloc.h>
