import Foundation
import SDLPlatform
import UIKit

/// The lab window: the phone in its device frame on the left, the panel on the right,
/// on a desk-grey background. Two UIKit windows of one runtime — the phone's on the
/// phone's screen, the panel's on a screen of its own — composited here; a touch goes
/// to the window under it, keys and text to the phone. A desktop window smaller than
/// the lab shows all of it, zoomed out to fit.
@MainActor
public final class LabScene: SDLScene {
  public let phone: UIWindow
  public let panel: UIWindow
  public private(set) var zoom: CGFloat = 1
  /// Outlines over the phone and the pointer's inspect mode.
  public var inspector: LabInspector?

  static let margin: CGFloat = 24
  static let panelWidth: CGFloat = 340
  /// The panel's controls and its log need this much height, whatever the phone.
  static let minimumHeight: CGFloat = 1000
  static let desk = UIColor(red: 0.80, green: 0.81, blue: 0.83, alpha: 1)

  public init(phone: UIWindow, panel: UIWindow) {
    self.phone = phone
    self.panel = panel
    fitPanel()
  }

  /// The lab's size for a phone screen of `screen` points on `device`, in whole points,
  /// so that a window opened at that size draws it unzoomed.
  public static func size(forScreen screen: CGSize, device: DeviceProfile) -> CGSize {
    let frame = LabDeviceFrame.width(for: device)
    return CGSize(
      width: (margin + frame + screen.width + frame + margin + panelWidth + margin).rounded(.up),
      height: max(minimumHeight, margin + frame + screen.height + frame + margin).rounded(.up))
  }

  /// The largest the lab gets, over every phone held either way: what a surface that
  /// draws it must hold.
  public static var largestSize: CGSize {
    var largest = CGSize.zero
    for device in DeviceProfile.all {
      for orientation in [UIInterfaceOrientation.portrait, .landscapeRight] {
        let size = size(forScreen: device.oriented(orientation).size, device: device)
        largest = CGSize(width: max(largest.width, size.width), height: max(largest.height, size.height))
      }
    }
    return largest
  }

  private var device: DeviceProfile { phone.screen.device }

  public var size: CGSize { Self.size(forScreen: phone.screen.bounds.size, device: device) }

  /// Where the phone's screen is, in lab points: centred in the height beside the panel.
  public var phoneFrame: CGRect {
    let frame = LabDeviceFrame.width(for: device)
    let height = size.height
    let screen = phone.screen.bounds.size
    let y = max(Self.margin + frame, (height - screen.height) / 2)
    return CGRect(origin: CGPoint(x: Self.margin + frame, y: y), size: screen)
  }

  /// Where the app's window is on the screen, in lab points (the screen, unless an iPad's
  /// window has a share of it: `UIScreen.arrangeAppWindow`).
  private var windowFrame: CGRect { phone.frame.offsetBy(dx: phoneFrame.minX, dy: phoneFrame.minY) }

  /// The other app of Split View, beside ours, or behind ours in Slide Over and Stage
  /// Manager, in screen coordinates; nil when ours has the screen.
  public var otherAppFrame: CGRect? {
    let arrangement = phone.screen.appWindowArrangement
    guard arrangement != .fullScreen else { return nil }
    return arrangement.otherAppFrame(onScreenOf: phone.screen.bounds.size)
      ?? CGRect(origin: .zero, size: phone.screen.bounds.size)
  }

  /// The other app's one text field, which a person can tap to give it the keyboard.
  public var otherAppField: CGRect? {
    guard let area = otherAppFrame else { return nil }
    return CGRect(x: area.minX + 20, y: area.minY + 100, width: max(0, area.width - 40), height: 44)
  }

  public var panelFrame: CGRect {
    let size = self.size
    return CGRect(
      x: size.width - Self.margin - Self.panelWidth, y: Self.margin, width: Self.panelWidth,
      height: size.height - 2 * Self.margin)
  }

  /// The panel's screen (and so its window) takes the panel's size.
  private func fitPanel() {
    let size = panelFrame.size
    let screen = panel.screen
    guard screen.device.size != size else { return }
    screen.device = DeviceProfile(
      name: "lab-panel", size: size, scale: 1, safeAreaInsets: .zero, keyboardHeight: 0)
  }

  public func desktopDidResize(to desktop: CGSize) {
    let size = self.size
    guard size.width > 0, size.height > 0 else { return }
    zoom = min(1, desktop.width / size.width, desktop.height / size.height)
  }

  public func render(in canvas: Canvas) {
    fitPanel()
    let size = self.size
    canvas.fill(CGRect(origin: .zero, size: size), cornerRadius: 0, color: Self.desk)
    let screen = phoneFrame
    canvas.saveState()
    canvas.translate(by: screen.origin)
    canvas.clip(to: CGRect(origin: .zero, size: screen.size))
    canvas.fill(CGRect(origin: .zero, size: screen.size), cornerRadius: 0, color: .white)
    drawOtherApp(on: canvas)
    // A window draws itself at its frame, which is its place on the screen.
    phone.render(in: canvas)
    canvas.restoreState()
    LabDeviceFrame.draw(around: screen, device: device, orientation: phone.screen.interfaceOrientation, on: canvas)
    if let inspector { drawOverlays(inspector.overlays(), over: screen, on: canvas) }
    let panelFrame = self.panelFrame
    canvas.saveState()
    canvas.translate(by: panelFrame.origin)
    canvas.clip(to: CGRect(origin: .zero, size: panelFrame.size))
    panel.render(in: canvas)
    canvas.restoreState()
  }

  /// The other app: a plain grey page with a title and its field, drawn by the lab (it is
  /// no UIKit window of this runtime: it only takes the keyboard when its field is tapped).
  private func drawOtherApp(on canvas: Canvas) {
    guard let area = otherAppFrame, let field = otherAppField else { return }
    canvas.fill(area, cornerRadius: 0, color: UIColor(white: 0.93, alpha: 1))
    let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
    canvas.drawText("Other app", at: CGPoint(x: area.minX + 20, y: area.minY + 50), font: font, color: .darkGray)
    let editing = phone.keyboardController.isServingOtherApp
    canvas.fill(field, cornerRadius: 8, color: .white)
    canvas.stroke(field, cornerRadius: 8, lineWidth: editing ? 2 : 1, color: editing ? .systemBlue : .lightGray)
    canvas.drawText(
      "Other app's field", at: CGPoint(x: field.minX + 10, y: field.minY + 12), font: UIFont.systemFont(ofSize: 15),
      color: .lightGray)
  }

  private func drawOverlays(
    _ overlays: [(rect: CGRect, color: UIColor, label: String)], over screen: CGRect, on canvas: Canvas
  ) {
    guard !overlays.isEmpty else { return }
    canvas.saveState()
    canvas.translate(by: screen.origin)
    canvas.clip(to: CGRect(origin: .zero, size: screen.size))
    // The overlays are in the window's points, and the window need not start at the
    // screen's corner (Slide Over, Stage Manager).
    canvas.translate(by: phone.frame.origin)
    let font = UIFont.systemFont(ofSize: 10, weight: .semibold)
    for overlay in overlays where overlay.rect.width > 0 && overlay.rect.height > 0 {
      canvas.stroke(overlay.rect, cornerRadius: 0, lineWidth: 2, color: overlay.color)
      if !overlay.label.isEmpty {
        let y = overlay.label == "keyboard" ? overlay.rect.maxY - 16 : overlay.rect.minY + 3
        canvas.drawText(overlay.label, at: CGPoint(x: overlay.rect.minX + 4, y: y), font: font, color: overlay.color)
      }
    }
    canvas.restoreState()
  }

  /// In inspect mode the pointer over the phone inspects instead of touching.
  public func handlePointer(_ event: SDLPointerEvent, at point: CGPoint) -> Bool {
    if event == .press, phoneFrame.contains(point) {
      // A press on the other app goes to it; one on ours takes the keyboard back.
      let onScreen = CGPoint(x: point.x - phoneFrame.minX, y: point.y - phoneFrame.minY)
      let inWindow = CGPoint(x: onScreen.x - phone.frame.minX, y: onScreen.y - phone.frame.minY)
      let keyboard = phone.keyboardController
      let onKeyboard =
        phone.runtime.activate { phone.hitTest(inWindow, with: nil) } != nil && !phone.bounds.contains(inWindow)
      if !onKeyboard, !phone.frame.contains(onScreen), otherAppFrame?.contains(onScreen) == true {
        let onField = otherAppField?.contains(onScreen) == true
        if onField { phone.runtime.activate { keyboard.isServingOtherApp = true } }
        return true
      }
      if phone.frame.contains(onScreen), keyboard.isServingOtherApp, !onKeyboard {
        phone.runtime.activate { keyboard.isServingOtherApp = false }
      }
    }
    guard let inspector, inspector.isInspecting, phoneFrame.contains(point) else { return false }
    let view = inspector.view(at: convert(point, to: phone))
    switch event {
    case .hover: inspector.hovered = view
    case .press: inspector.selected = view
    case .drag, .release: break
    }
    return true
  }

  public func window(at point: CGPoint) -> UIWindow? {
    if phoneFrame.contains(point) { return phone }
    if panelFrame.contains(point) { return panel }
    return nil
  }

  public func convert(_ point: CGPoint, to window: UIWindow) -> CGPoint {
    let origin = window === panel ? panelFrame.origin : windowFrame.origin
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  public func convert(_ rect: CGRect, from window: UIWindow) -> CGRect {
    let origin = window === panel ? panelFrame.origin : windowFrame.origin
    return rect.offsetBy(dx: origin.x, dy: origin.y)
  }

  public var keyWindow: UIWindow { phone }
}
