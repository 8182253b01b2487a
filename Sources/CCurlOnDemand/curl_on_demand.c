// The curl functions Foundation's URLSession calls, for the release build,
// which links Foundation statically (Package.swift): each opens libcurl the
// first time one is called, then calls libcurl's own. Linked with libcurl,
// the program would map curl's stack (TLS, Kerberos, LDAP, SSH: 29 shared
// libraries) at every start, 5 ms of CPU, though `daybands status` answered
// from its cache and most commands never use the network
// (docs/PERFORMANCE.md). Debug builds link Foundation's shared libraries,
// which bring libcurl themselves: this file is empty there.
#ifdef DAYBANDS_CURL_ON_DEMAND

// curl.h makes the option setters macros that check their argument's type.
#define CURL_DISABLE_TYPECHECK
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

// libcurl's functions, found once (the declarations in curl.h type each).
static struct {
    __typeof__(&curl_global_init) global_init;
    __typeof__(&curl_version) version;
    __typeof__(&curl_version_info) version_info;
    __typeof__(&curl_free) free;
    __typeof__(&curl_easy_init) easy_init;
    __typeof__(&curl_easy_cleanup) easy_cleanup;
    __typeof__(&curl_easy_setopt) easy_setopt;
    __typeof__(&curl_easy_getinfo) easy_getinfo;
    __typeof__(&curl_easy_pause) easy_pause;
    __typeof__(&curl_easy_strerror) easy_strerror;
    __typeof__(&curl_multi_init) multi_init;
    __typeof__(&curl_multi_cleanup) multi_cleanup;
    __typeof__(&curl_multi_setopt) multi_setopt;
    __typeof__(&curl_multi_assign) multi_assign;
    __typeof__(&curl_multi_add_handle) multi_add_handle;
    __typeof__(&curl_multi_remove_handle) multi_remove_handle;
    __typeof__(&curl_multi_info_read) multi_info_read;
    __typeof__(&curl_multi_socket_action) multi_socket_action;
    __typeof__(&curl_slist_append) slist_append;
    __typeof__(&curl_slist_free_all) slist_free_all;
    __typeof__(&curl_url) url;
    __typeof__(&curl_url_get) url_get;
    __typeof__(&curl_url_set) url_set;
} curl;

static pthread_once_t opened = PTHREAD_ONCE_INIT;

static void *find(void *library, const char *name) {
    void *function = dlsym(library, name);
    if (function == NULL) {
        fprintf(stderr, "daybands: libcurl.so.4 has no %s: %s\n", name, dlerror());
        exit(1);
    }
    return function;
}

// A machine without libcurl could not have started the program linked with
// it; now it says so in a line, at the first request.
static void open_curl(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "daybands: the network needs libcurl (Debian's libcurl4): %s\n", dlerror());
        exit(1);
    }
#define FIND(field, name) curl.field = (__typeof__(curl.field))find(library, #name)
    FIND(global_init, curl_global_init);
    FIND(version, curl_version);
    FIND(version_info, curl_version_info);
    FIND(free, curl_free);
    FIND(easy_init, curl_easy_init);
    FIND(easy_cleanup, curl_easy_cleanup);
    FIND(easy_setopt, curl_easy_setopt);
    FIND(easy_getinfo, curl_easy_getinfo);
    FIND(easy_pause, curl_easy_pause);
    FIND(easy_strerror, curl_easy_strerror);
    FIND(multi_init, curl_multi_init);
    FIND(multi_cleanup, curl_multi_cleanup);
    FIND(multi_setopt, curl_multi_setopt);
    FIND(multi_assign, curl_multi_assign);
    FIND(multi_add_handle, curl_multi_add_handle);
    FIND(multi_remove_handle, curl_multi_remove_handle);
    FIND(multi_info_read, curl_multi_info_read);
    FIND(multi_socket_action, curl_multi_socket_action);
    FIND(slist_append, curl_slist_append);
    FIND(slist_free_all, curl_slist_free_all);
    FIND(url, curl_url);
    FIND(url_get, curl_url_get);
    FIND(url_set, curl_url_set);
#undef FIND
}

#define OPENED (pthread_once(&opened, open_curl), curl)

CURLcode curl_global_init(long flags) { return OPENED.global_init(flags); }
char *curl_version(void) { return OPENED.version(); }
curl_version_info_data *curl_version_info(CURLversion age) { return OPENED.version_info(age); }
void curl_free(void *pointer) { OPENED.free(pointer); }
CURL *curl_easy_init(void) { return OPENED.easy_init(); }
void curl_easy_cleanup(CURL *handle) { OPENED.easy_cleanup(handle); }
CURLcode curl_easy_pause(CURL *handle, int bitmask) { return OPENED.easy_pause(handle, bitmask); }
const char *curl_easy_strerror(CURLcode code) { return OPENED.easy_strerror(code); }
CURLM *curl_multi_init(void) { return OPENED.multi_init(); }
CURLMcode curl_multi_cleanup(CURLM *multi) { return OPENED.multi_cleanup(multi); }
CURLMcode curl_multi_assign(CURLM *multi, curl_socket_t socket, void *pointer) {
    return OPENED.multi_assign(multi, socket, pointer);
}
CURLMcode curl_multi_add_handle(CURLM *multi, CURL *handle) { return OPENED.multi_add_handle(multi, handle); }
CURLMcode curl_multi_remove_handle(CURLM *multi, CURL *handle) { return OPENED.multi_remove_handle(multi, handle); }
CURLMsg *curl_multi_info_read(CURLM *multi, int *left) { return OPENED.multi_info_read(multi, left); }
CURLMcode curl_multi_socket_action(CURLM *multi, curl_socket_t socket, int mask, int *running) {
    return OPENED.multi_socket_action(multi, socket, mask, running);
}
struct curl_slist *curl_slist_append(struct curl_slist *list, const char *text) { return OPENED.slist_append(list, text); }
void curl_slist_free_all(struct curl_slist *list) { OPENED.slist_free_all(list); }
CURLU *curl_url(void) { return OPENED.url(); }
CURLUcode curl_url_get(CURLU *url, CURLUPart part, char **text, unsigned int flags) {
    return OPENED.url_get(url, part, text, flags);
}
CURLUcode curl_url_set(CURLU *url, CURLUPart part, const char *text, unsigned int flags) {
    return OPENED.url_set(url, part, text, flags);
}

// The setters and getter take one argument after the option, whose type the
// option says: a long, a curl_off_t, a pointer or a function pointer, each
// passed in the same 64-bit register on the LP64 ABIs Swift runs on, so it
// is passed on as it came.
CURLcode curl_easy_setopt(CURL *handle, CURLoption option, ...) {
    va_list arguments;
    va_start(arguments, option);
    void *value = va_arg(arguments, void *);
    va_end(arguments);
    return OPENED.easy_setopt(handle, option, value);
}

CURLcode curl_easy_getinfo(CURL *handle, CURLINFO info, ...) {
    va_list arguments;
    va_start(arguments, info);
    void *value = va_arg(arguments, void *);
    va_end(arguments);
    return OPENED.easy_getinfo(handle, info, value);
}

CURLMcode curl_multi_setopt(CURLM *multi, CURLMoption option, ...) {
    va_list arguments;
    va_start(arguments, option);
    void *value = va_arg(arguments, void *);
    va_end(arguments);
    return OPENED.multi_setopt(multi, option, value);
}

#endif
