// SDL2_ttf for Swift (`pkg-config SDL2_ttf`, case-sensitive).
#ifndef KEYBOARDLAB_CSDL2TTF_SHIM_H
#define KEYBOARDLAB_CSDL2TTF_SHIM_H

#include <SDL_ttf.h>

#endif
