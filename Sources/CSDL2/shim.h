// SDL2 for Swift. `<SDL.h>`, not `<SDL2/SDL.h>`: pkg-config puts /usr/include/SDL2 on the
// include path, and SDL_ttf.h / SDL_image.h include "SDL.h" the same way.
#ifndef KEYBOARDLAB_CSDL2_SHIM_H
#define KEYBOARDLAB_CSDL2_SHIM_H

#include <SDL.h>

// Function-like macros Swift cannot import, as static inline functions.

static inline int kl_SDL_WINDOWPOS_CENTERED(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int kl_SDL_WINDOWPOS_UNDEFINED(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 kl_SDL_BUTTON(int button) { return SDL_BUTTON(button); }
static inline int kl_SDL_SaveBMP(SDL_Surface *surface, const char *file) { return SDL_SaveBMP(surface, file); }
static inline SDL_Surface *kl_SDL_LoadBMP(const char *file) { return SDL_LoadBMP(file); }
// SDL_MUSTLOCK is a macro too; the screenshot code reads surface pixels.
static inline int kl_SDL_MUSTLOCK(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }

#endif
