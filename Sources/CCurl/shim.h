#include <curl/curl.h>

// curl_easy_setopt is C-variadic, which Swift cannot call: one fixed-signature wrapper per argument type.

/// Sets an option that takes a `long` (timeouts, switches, CURLOPT_USE_SSL).
static inline CURLcode foodly_curl_set_long(CURL *handle, CURLoption option, long value)
{
    return curl_easy_setopt(handle, option, value);
}

/// Sets an option that takes a C string (libcurl copies it).
static inline CURLcode foodly_curl_set_string(CURL *handle, CURLoption option, const char *value)
{
    return curl_easy_setopt(handle, option, value);
}

/// Sets an option that takes another pointer: a list, the read callback's data, the error buffer.
static inline CURLcode foodly_curl_set_pointer(CURL *handle, CURLoption option, void *value)
{
    return curl_easy_setopt(handle, option, value);
}

/// Sets the callback that hands libcurl the message to upload.
static inline CURLcode foodly_curl_set_read_function(
    CURL *handle, size_t (*read)(char *buffer, size_t size, size_t count, void *data))
{
    return curl_easy_setopt(handle, CURLOPT_READFUNCTION, read);
}

/// Sets the callback that receives a response's body.
static inline CURLcode foodly_curl_set_write_function(
    CURL *handle, size_t (*write)(char *data, size_t size, size_t count, void *context))
{
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, write);
}

/// The status code of the last response on `handle` (0 when none came).
static inline long foodly_curl_response_code(CURL *handle)
{
    long code = 0;
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code);
    return code;
}
