// SDL2_image for Swift: IMG_Load for PNG assets, IMG_SavePNG for screenshots (SDL2
// itself reads and writes only BMP).
#ifndef KEYBOARDLAB_CSDL2IMAGE_SHIM_H
#define KEYBOARDLAB_CSDL2IMAGE_SHIM_H

#include <SDL_image.h>

#endif
