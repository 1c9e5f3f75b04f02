// SDL2 (and the X11 display it opens, for its connection's file descriptor and its resources), and
// the two libdispatch calls that let another loop drain the main queue, as CFRunLoop does.
#ifndef BARKIT_CSDL2_SHIM_H
#define BARKIT_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xresource.h>

// libdispatch (swift-corelibs): on Linux the main queue's handle is an eventfd that becomes readable
// when work is queued on the main queue; `_dispatch_main_queue_callback_4CF` runs that work.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

// SDL_WINDOWPOS_UNDEFINED and SDL_BUTTON_LMASK are macros Swift cannot import.
static inline int bk_sdl_windowpos_undefined(void) { return SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 bk_sdl_button_lmask(void) { return SDL_BUTTON_LMASK; }

// The X11 display and window behind an SDL window, when it has one.
static inline Display *bk_sdl_x11_display(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return NULL;
    return info.info.x11.display;
}

static inline unsigned long bk_sdl_x11_window(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    return (unsigned long)info.info.x11.window;
}

#endif
