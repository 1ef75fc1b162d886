import Foundation
import SDLPlatform
import UIKit

/// The compare mode's window: two or three phones (or iPads) side by side, each drawn
/// from the pixels of its own process in its device frame, and the bar below them. A
/// press on a phone goes to that phone's process, as do its drags and release; typed
/// text and keys go to the phone whose text input was focused last; the bar is a UIKit
/// window of the lab's own runtime.
///
/// Every phone is drawn at one scale, so that an iPad is as much larger than an iPhone as
/// it is on a desk: the largest of `scales` at which the window fits `desktop`.
@MainActor
final class CompareScene: SDLScene {
  let phones: [ComparePhone]
  let bar: UIWindow
  /// The phone the desktop keyboard types into: the one focused last.
  var typingPhone: Int?
  private var pressedPhone: Int?
  private(set) var zoom: CGFloat = 1
  /// Window points per point of the phones' screens.
  let scale: CGFloat
  private let layout: Layout

  static let margin: CGFloat = 24
  static let barHeight: CGFloat = 260
  /// What the window opens within at `--scale 1`: a laptop's desktop, and the end-to-end
  /// tests' Xvfb screen. A smaller desktop shows the window zoomed out, as always.
  static let desktop = CGSize(width: 1600, height: 1400)
  /// The scales tried, largest first: fractions a binary float holds exactly.
  static let scales: [CGFloat] = [1, 0.75, 0.5, 0.375, 0.25]

  /// A phone as the layout needs it: its screen's size in its own points, turned as it
  /// is, and how far its device frame reaches out from the screen.
  struct Place: Equatable {
    let screen: CGSize
    let frameWidth: CGFloat
  }

  /// Where each phone's screen is in the window, and the window's size.
  struct Layout: Equatable {
    let screens: [CGRect]
    let size: CGSize
  }

  init(phones: [ComparePhone], bar: UIWindow) {
    self.phones = phones
    self.bar = bar
    let places = phones.map { Self.place(of: $0.device, orientation: $0.orientation) }
    scale = Self.scale(for: places)
    layout = Self.layout(places, scale: scale)
  }

  static func place(of device: DeviceProfile, orientation: UIInterfaceOrientation) -> Place {
    Place(screen: device.oriented(orientation).size, frameWidth: LabDeviceFrame.width(for: device))
  }

  /// The phones in a row at `scale`, their device frames' tops on one line: after a
  /// margin, each phone's frame, screen and frame, then a margin; the bar under the
  /// tallest.
  static func layout(_ places: [Place], scale: CGFloat) -> Layout {
    var screens: [CGRect] = []
    var x = margin
    var tallest: CGFloat = 0
    for place in places {
      let frame = place.frameWidth * scale
      screens.append(
        CGRect(
          x: x + frame, y: margin + frame, width: place.screen.width * scale, height: place.screen.height * scale))
      x += place.screen.width * scale + 2 * frame + margin
      tallest = max(tallest, place.screen.height * scale + 2 * frame)
    }
    return Layout(
      screens: screens, size: CGSize(width: x.rounded(.up), height: (2 * margin + tallest + barHeight).rounded(.up)))
  }

  /// The largest of `scales` at which the window fits `desktop`; the smallest if none does.
  static func scale(for places: [Place]) -> CGFloat {
    scales.first { scale in
      let size = layout(places, scale: scale).size
      return size.width <= desktop.width && size.height <= desktop.height
    } ?? scales[scales.count - 1]
  }

  func phoneFrame(_ index: Int) -> CGRect { layout.screens[index] }

  var barFrame: CGRect {
    let size = self.size
    return CGRect(x: 0, y: size.height - Self.barHeight, width: size.width, height: Self.barHeight)
  }

  var size: CGSize { layout.size }

  func desktopDidResize(to desktop: CGSize) {
    let size = self.size
    guard size.width > 0, size.height > 0 else { return }
    zoom = min(1, desktop.width / size.width, desktop.height / size.height)
  }

  func render(in canvas: Canvas) {
    fitBar()
    canvas.fill(CGRect(origin: .zero, size: size), cornerRadius: 0, color: LabScene.desk)
    for (index, phone) in phones.enumerated() {
      let frame = phoneFrame(index)
      canvas.fill(frame, cornerRadius: 0, color: .white)
      if let image = phone.image, phone.ended == nil {
        canvas.drawImage(image, in: frame)
      } else {
        canvas.drawText(
          "\(phone.screen): \(phone.ended ?? "starting")", at: CGPoint(x: frame.minX + 16, y: frame.midY),
          font: .systemFont(ofSize: 15), color: .secondaryLabel)
      }
      drawDeviceFrame(around: frame, of: phone, on: canvas)
      if index == typingPhone {
        let below = LabDeviceFrame.width(for: phone.device) * scale + 2
        canvas.drawText(
          "● typing here", at: CGPoint(x: frame.minX, y: frame.maxY + below),
          font: .systemFont(ofSize: 11, weight: .semibold), color: .systemBlue)
      }
    }
    let barFrame = self.barFrame
    canvas.saveState()
    canvas.translate(by: barFrame.origin)
    canvas.clip(to: CGRect(origin: .zero, size: barFrame.size))
    bar.render(in: canvas)
    canvas.restoreState()
  }

  /// The device frame is made for the phone's own points: below the full scale it is
  /// drawn in them, through a canvas that scales it to the window's.
  private func drawDeviceFrame(around frame: CGRect, of phone: ComparePhone, on canvas: Canvas) {
    guard scale != 1 else {
      LabDeviceFrame.draw(around: frame, device: phone.device, orientation: phone.orientation, on: canvas)
      return
    }
    let screen = CGRect(
      x: frame.minX / scale, y: frame.minY / scale, width: frame.width / scale, height: frame.height / scale)
    LabDeviceFrame.draw(
      around: screen, device: phone.device, orientation: phone.orientation, on: ScaledCanvas(canvas, scale: scale))
  }

  /// The bar's screen (and window) takes the bar's size.
  private func fitBar() {
    let size = barFrame.size
    guard bar.screen.device.size != size else { return }
    bar.screen.device = DeviceProfile(
      name: "compare-bar", size: size, scale: 1, safeAreaInsets: .zero, keyboardHeight: 0)
  }

  private func phone(at point: CGPoint) -> Int? {
    phones.indices.first { phoneFrame($0).contains(point) }
  }

  func handlePointer(_ event: SDLPointerEvent, at point: CGPoint) -> Bool {
    switch event {
    case .hover:
      return phone(at: point) != nil
    case .press:
      guard let index = phone(at: point) else { return false }
      pressedPhone = index
      send("down", point, to: index)
    case .drag:
      if let index = pressedPhone { send("move", point, to: index) }
    case .release:
      if let index = pressedPhone { send("up", point, to: index) }
      pressedPhone = nil
    }
    return true
  }

  private func send(_ verb: String, _ point: CGPoint, to index: Int) {
    let inPhone = self.point(point, inPhone: index)
    phones[index].send("\(verb) \(inPhone.x) \(inPhone.y)")
  }

  /// A window point in phone `index`'s own points.
  func point(_ point: CGPoint, inPhone index: Int) -> CGPoint {
    Self.point(point, in: phoneFrame(index), scale: scale)
  }

  /// A window point in the points of the phone whose screen is drawn at `screen`, `scale`
  /// window points to each of its own.
  static func point(_ point: CGPoint, in screen: CGRect, scale: CGFloat) -> CGPoint {
    CGPoint(x: (point.x - screen.minX) / scale, y: (point.y - screen.minY) / scale)
  }

  func handleText(_ text: String) -> Bool {
    guard let index = typingPhone else { return true }
    phones[index].send("text \(text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
    return true
  }

  func handleKey(_ key: KeyboardKey, modifiers: KeyModifiers) -> Bool {
    guard let index = typingPhone, let name = Self.name(of: key) else { return true }
    var parts: [String] = []
    if modifiers.contains(.shift) { parts.append("shift") }
    if modifiers.contains(.control) { parts.append("ctrl") }
    phones[index].send("key \((parts + [name]).joined(separator: "+"))")
    return true
  }

  /// The script's name of a key (`Script.parseKey` reads it back in the phone).
  static func name(of key: KeyboardKey) -> String? {
    switch key {
    case .enter: "enter"
    case .tab: "tab"
    case .escape: "escape"
    case .backspace: "backspace"
    case .deleteForward: "delete"
    case .left: "left"
    case .right: "right"
    case .up: "up"
    case .down: "down"
    case .home: "home"
    case .end: "end"
    default: nil
    }
  }

  func window(at point: CGPoint) -> UIWindow? { barFrame.contains(point) ? bar : nil }
  func convert(_ point: CGPoint, to window: UIWindow) -> CGPoint {
    CGPoint(x: point.x - barFrame.minX, y: point.y - barFrame.minY)
  }
  func convert(_ rect: CGRect, from window: UIWindow) -> CGRect { rect.offsetBy(dx: barFrame.minX, dy: barFrame.minY) }
  var keyWindow: UIWindow { bar }
}
