import Foundation

@testable import UIKit

/// Rectangles written as corners, which is how the expectations are worked out.
func px(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> PixelRect {
  PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
}

/// The state a command was recorded in (no clip, full alpha unless given).
func drawContext(_ alpha: CGFloat = 1, clip: CGRect? = nil) -> DrawCommand.DrawContext {
  DrawCommand.DrawContext(clip: clip, alpha: alpha, clipped: false)
}

/// A fill as a canvas records it, in points.
func fillCommand(_ rect: CGRect, _ color: UIColor, radius: CGFloat = 0, alpha: CGFloat = 1) -> DrawCommand {
  .fill(rect, cornerRadius: radius, color: color, context: drawContext(alpha))
}

extension PixelGrid {
  static func output(_ width: Int, _ height: Int, scale: CGFloat = 1) -> PixelGrid {
    PixelGrid(pixelsPerPoint: scale, width: width, height: height)
  }

  /// `command` placed; fails the test when it is dropped.
  func place(_ command: DrawCommand) -> DisplayOperation {
    operation(for: command)!
  }
}
