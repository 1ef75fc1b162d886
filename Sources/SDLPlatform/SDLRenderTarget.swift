import CSDL2

/// Where frames are drawn: a window's renderer or a headless surface's software renderer.
@MainActor
public protocol SDLRenderTarget: AnyObject {
  /// The `SDL_Renderer` to draw with.
  var renderer: OpaquePointer { get }
  /// The output's size in pixels (a window's drawable size, a surface's size).
  var pixelSize: (width: Int, height: Int) { get }
  /// Shows the frame drawn since the last present (nothing to do for a surface).
  func present()
  /// Whether the pixels of one frame are still there when the next is drawn (a surface,
  /// a software window framebuffer), so that only what changed needs redrawing. A GPU
  /// renderer's back buffer is undefined after a present.
  var retainsContents: Bool { get }
}

extension SDLRenderTarget {
  /// The renderer's output size as SDL reports it.
  func rendererOutputSize() -> (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &width, &height)
    return (Int(width), Int(height))
  }
}
