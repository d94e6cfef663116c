// libharu (Debian libhpdf-dev): writes PDF files. It ships no pkg-config file; its header is in /usr/include.
#include <hpdf.h>
