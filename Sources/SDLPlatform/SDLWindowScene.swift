import Foundation
import UIKit

/// One UIKit window filling the desktop window: the phone alone (`--phone-only`, the
/// end-to-end runs and scripts). The window takes the desktop window's size when the
/// user resizes it, and the desktop window takes the UIKit window's when the phone turns.
@MainActor
public final class SDLWindowScene: SDLScene {
  public let window: UIWindow

  public init(window: UIWindow) {
    self.window = window
  }

  public var size: CGSize { window.frame.size }
  public var zoom: CGFloat { 1 }

  public func desktopDidResize(to size: CGSize) {
    if window.frame.size != size { window.frame = CGRect(origin: .zero, size: size) }
  }

  public func render(in canvas: Canvas) {
    window.render(in: canvas)
  }

  public func window(at point: CGPoint) -> UIWindow? { window }
  public func convert(_ point: CGPoint, to window: UIWindow) -> CGPoint { point }
  public func convert(_ rect: CGRect, from window: UIWindow) -> CGRect { rect }
  public var keyWindow: UIWindow { window }
}
