import Foundation
import UIKit

/// The phone drawn as a device around its screen, as a simulator draws it: a dark bezel
/// whose inner edge rounds the screen's corners, the status bar (time and battery) over
/// the top safe-area band, and the home indicator where the phone has one. All of it
/// is drawn over the screen's content, as iOS draws them over an app; none of it is a
/// view of the app's window, so the screen's layout and hit testing are the phone's.
@MainActor
enum LabDeviceFrame {
  /// The bezel's width around the screen.
  static let bezel: CGFloat = 16
  static let bezelColor = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)

  /// The screen's corner radius in points (`DeviceProfile.displayCornerRadius`).
  static func cornerRadius(of device: DeviceProfile) -> CGFloat { device.displayCornerRadius }

  /// Whether the phone has a home indicator (every Face ID phone: a bottom safe band).
  static func hasHomeIndicator(_ device: DeviceProfile) -> Bool { device.safeAreaInsets.bottom > 0 }

  /// How far the frame reaches out from the screen's edge: the bezel, or more where the
  /// screen's corners are round: the stroke's outer curve, r + width from the corner's
  /// centre, must pass beyond the screen's square corner, r√2 from it, to cover it.
  static func width(for device: DeviceProfile) -> CGFloat {
    max(bezel, cornerRadius(of: device) * (2.0.squareRoot() - 1) + 2) + 1
  }

  /// Draws the bezel around `screen` (the screen's rectangle in the canvas), then the
  /// status bar and the home indicator inside it.
  static func draw(
    around screen: CGRect, device: DeviceProfile, orientation: UIInterfaceOrientation, on canvas: Canvas
  ) {
    let radius = cornerRadius(of: device)
    // A stroke is its rounded rectangle less the same inset by the line's width: with
    // that inner edge on the screen's rectangle at the screen's radius, the stroke also
    // covers the screen's square corners, which is what rounds them.
    let width = self.width(for: device) - 1
    canvas.stroke(
      screen.insetBy(dx: -width, dy: -width), cornerRadius: radius + width, lineWidth: width, color: bezelColor)
    canvas.stroke(
      screen.insetBy(dx: -width - 1, dy: -width - 1), cornerRadius: radius + width + 1, lineWidth: 1,
      color: UIColor(white: 0.55, alpha: 1))
    canvas.saveState()
    canvas.translate(by: screen.origin)
    drawStatusBar(size: screen.size, device: device, orientation: orientation, on: canvas)
    if hasHomeIndicator(device) { drawHomeIndicator(size: screen.size, device: device, on: canvas) }
    canvas.restoreState()
  }

  /// iOS's status bar: the time at the leading side and the battery at the trailing
  /// side, centred in the top band; iPhones hide it in landscape, iPads keep it.
  static func drawStatusBar(size: CGSize, device: DeviceProfile, orientation: UIInterfaceOrientation, on canvas: Canvas)
  {
    guard !orientation.isLandscape || device.isPad else { return }
    let band = device.safeAreaInsets.top
    let font = UIFont.systemFont(ofSize: band > 24 ? 17 : 12, weight: .semibold)
    let lineHeight = TextMeasurement.current.lineHeight(of: font)
    let y = max(0, (band - lineHeight) / 2 + (band > 24 ? 2 : 0))
    let side: CGFloat = band > 24 ? 32 : 8
    canvas.drawText("9:41", at: CGPoint(x: side, y: y), font: font, color: .black)
    // The battery: an outline, its charge, and the terminal's nub.
    let height: CGFloat = band > 24 ? 12 : 10
    let width: CGFloat = band > 24 ? 25 : 22
    let body = CGRect(x: size.width - side - width - 2, y: y + (lineHeight - height) / 2, width: width, height: height)
    canvas.stroke(body, cornerRadius: 3, lineWidth: 1, color: UIColor(white: 0, alpha: 0.4))
    canvas.fill(body.insetBy(dx: 2, dy: 2), cornerRadius: 1.5, color: .black)
    canvas.fill(
      CGRect(x: body.maxX + 1, y: body.midY - 2, width: 1.5, height: 4), cornerRadius: 0.75,
      color: UIColor(white: 0, alpha: 0.4))
  }

  /// The home indicator: 134 × 5 points, 8 points above the bottom edge, in portrait and
  /// landscape alike (measured from iPhone screenshots; Apple's HIG does not give it); on
  /// an iPad 316 points wide in portrait and 340 in landscape (device_sim's 12.9-inch).
  static func drawHomeIndicator(size: CGSize, device: DeviceProfile, on canvas: Canvas) {
    let padWidth: CGFloat = size.width > size.height ? 340 : 316
    let width: CGFloat = device.isPad ? padWidth : min(134, size.width * 0.36)
    canvas.fill(
      CGRect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5), cornerRadius: 2.5,
      color: .black)
  }
}
