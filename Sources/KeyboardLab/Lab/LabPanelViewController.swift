import Foundation
@_spi(Lab) import KeyboardAudit
import UIKit

/// The lab's panel beside the phone, drawn with the project's own UIKit: the screen, the
/// device, the orientation, the keyboard (software or hardware, the predictive bar, the
/// language), the clock's speed with pause and single steps, and below them the
/// notification log. It holds no state of its own: `show(_:)` puts the lab's state in
/// its controls, and a control the user changes calls `onChange` with the one change it
/// makes, which the lab applies to the phone's state as it is then (not to what the
/// panel last showed, which a script or a shortcut may have changed since).
public final class LabPanelViewController: UIViewController {
  public let screens: [AppScreen]
  /// Told when the user changes a control: the state the lab should take.
  public var onChange: ((_ change: (inout LabState) -> Void) -> Void)?
  /// Told when the user taps Step.
  public var onStep: (() -> Void)?
  /// What the controls show.
  public private(set) var state: LabState

  public let screenControl: UISegmentedControl
  public private(set) var deviceButtons: [UIButton] = []
  public let orientationControl = UISegmentedControl(items: ["Portrait", "Landscape"])
  public let keyboardControl = UISegmentedControl(items: ["Software", "Hardware"])
  public let predictiveControl = UISegmentedControl(items: ["Bar off", "Bar on"])
  public let languageControl = UISegmentedControl(items: ["English", "한국어"])
  /// An iPad's keyboard places (enabled on an iPad only).
  public let placementControl = UISegmentedControl(items: ["Docked", "Undocked", "Split", "Floating"])
  /// An iPad app window's share of the screen (enabled on an iPad only).
  public let windowControl = UISegmentedControl(items: ["Full", "½", "⅓", "⅔", "Slide Over"])
  public let speedControl = UISegmentedControl(items: LabState.rates.map(\.label))
  public let pauseButton = UIButton(type: .system)
  public let stepButton = UIButton(type: .system)
  public let plotView = LabTimelinePlotView(frame: .zero)
  public let copyLogButton = UIButton(type: .system)
  public let savePlotButton = UIButton(type: .system)
  public let inspectButton = UIButton(type: .system)
  /// The selected view's frame, constraints and priorities (inspect mode).
  public let inspectorLabel = UILabel()
  /// The notification log, newest at the bottom.
  public let logScrollView = UIScrollView()
  public let logLabel = UILabel()
  /// Told when the user taps Copy log / Save plot.
  public var onCopyLog: (() -> Void)?
  public var onSavePlot: (() -> Void)?
  /// Told when the user taps Inspect.
  public var onInspect: (() -> Void)?
  let stack = UIStackView()
  /// Log lines shown (the copy has them all).
  static let shownLogLines = 80

  enum Metric {
    static let inset: CGFloat = 16
    static let spacing: CGFloat = 8
    static let controlHeight: CGFloat = 30
    static let deviceRowHeight: CGFloat = 26
    static let selectedDevice = UIColor.systemBlue.withAlphaComponent(0.16)
    static let background = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    static let plotHeight: CGFloat = 150
  }

  public init(screens: [AppScreen], state: LabState) {
    self.screens = screens
    self.state = state
    screenControl = UISegmentedControl(items: screens.map(\.title))
    super.init(nibName: nil, bundle: nil)
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Metric.background
    stack.axis = .vertical
    stack.spacing = Metric.spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.topAnchor, constant: Metric.inset),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Metric.inset),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -Metric.inset),
    ])
    let title = UILabel()
    title.text = "KeyboardLab"
    title.font = .boldSystemFont(ofSize: 20)
    stack.addArrangedSubview(title)

    section("Screen", screenControl) { [unowned self] in
      $0.screen = self.screens[self.screenControl.selectedSegmentIndex].name
    }
    addHeading("Device")
    // Two to a row: the log below needs the height.
    var row: UIStackView?
    for (index, device) in DeviceProfile.all.enumerated() {
      let button = UIButton(type: .system)
      button.setTitle(device.name, for: .normal)
      button.layer.cornerRadius = 6
      button.addAction(
        UIAction { [unowned self] _ in
          self.request { $0.device = device }
        }, for: .touchUpInside)
      deviceButtons.append(button)
      if index % 2 == 0 {
        let newRow = UIStackView()
        newRow.axis = .horizontal
        newRow.distribution = .fillEqually
        newRow.spacing = Metric.spacing
        newRow.heightAnchor.constraint(equalToConstant: Metric.deviceRowHeight).isActive = true
        stack.addArrangedSubview(newRow)
        row = newRow
      }
      row?.addArrangedSubview(button)
    }
    if DeviceProfile.all.count % 2 == 1 { row?.addArrangedSubview(UIView()) }
    section("Orientation", orientationControl) { [unowned self] in
      $0.orientation = self.orientationControl.selectedSegmentIndex == 1 ? .landscapeRight : .portrait
    }
    section("Keyboard", keyboardControl) { [unowned self] in
      $0.hardwareKeyboard = self.keyboardControl.selectedSegmentIndex == 1
    }
    add(predictiveControl) { [unowned self] in $0.predictiveBar = self.predictiveControl.selectedSegmentIndex == 1 }
    add(languageControl) { [unowned self] in
      $0.language = self.languageControl.selectedSegmentIndex == 1 ? .korean : .english
    }
    add(placementControl) { [unowned self] in
      $0.keyboardPlacement = KeyboardPlacement.allCases[self.placementControl.selectedSegmentIndex]
    }
    add(windowControl) { [unowned self] in
      $0.windowArrangement = AppWindowArrangement.named[self.windowControl.selectedSegmentIndex]
    }
    section("Speed", speedControl) { [unowned self] in
      $0.timeRate = LabState.rates[self.speedControl.selectedSegmentIndex].rate
    }
    let buttons = UIStackView(arrangedSubviews: [pauseButton, stepButton])
    buttons.axis = .horizontal
    buttons.distribution = .fillEqually
    buttons.spacing = Metric.spacing
    buttons.heightAnchor.constraint(equalToConstant: Metric.controlHeight).isActive = true
    stack.addArrangedSubview(buttons)
    pauseButton.addAction(
      UIAction { [unowned self] _ in
        self.request { $0.isPaused.toggle() }
      }, for: .touchUpInside)
    stepButton.setTitle("Step one frame", for: .normal)
    stepButton.addAction(UIAction { [unowned self] _ in self.onStep?() }, for: .touchUpInside)

    addHeading("Last keyboard animation")
    plotView.layer.cornerRadius = 6
    plotView.clipsToBounds = true
    plotView.heightAnchor.constraint(equalToConstant: Metric.plotHeight).isActive = true
    stack.addArrangedSubview(plotView)
    copyLogButton.setTitle("Copy log", for: .normal)
    copyLogButton.addAction(UIAction { [unowned self] _ in self.onCopyLog?() }, for: .touchUpInside)
    savePlotButton.setTitle("Save plot", for: .normal)
    savePlotButton.addAction(UIAction { [unowned self] _ in self.onSavePlot?() }, for: .touchUpInside)
    inspectButton.setTitle("Inspect", for: .normal)
    inspectButton.addAction(UIAction { [unowned self] _ in self.onInspect?() }, for: .touchUpInside)
    let outputs = UIStackView(arrangedSubviews: [copyLogButton, savePlotButton, inspectButton])
    outputs.axis = .horizontal
    outputs.distribution = .fillEqually
    outputs.spacing = Metric.spacing
    outputs.heightAnchor.constraint(equalToConstant: Metric.controlHeight).isActive = true
    stack.addArrangedSubview(outputs)
    inspectorLabel.numberOfLines = 0
    inspectorLabel.font = .systemFont(ofSize: 10)
    inspectorLabel.isHidden = true
    stack.addArrangedSubview(inspectorLabel)
    addHeading("Notifications")

    logScrollView.backgroundColor = .white
    logScrollView.layer.cornerRadius = 6
    logScrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(logScrollView)
    logLabel.numberOfLines = 0
    logLabel.font = .systemFont(ofSize: 10)
    logLabel.text = "Keyboard notifications and first-responder changes appear here."
    logLabel.textColor = .secondaryLabel
    logLabel.translatesAutoresizingMaskIntoConstraints = false
    logScrollView.addSubview(logLabel)
    NSLayoutConstraint.activate([
      logScrollView.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: Metric.spacing),
      logScrollView.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
      logScrollView.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
      logScrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -Metric.inset),
      logLabel.topAnchor.constraint(equalTo: logScrollView.contentLayoutGuide.topAnchor, constant: 6),
      logLabel.bottomAnchor.constraint(equalTo: logScrollView.contentLayoutGuide.bottomAnchor, constant: -6),
      logLabel.leadingAnchor.constraint(equalTo: logScrollView.frameLayoutGuide.leadingAnchor, constant: 6),
      logLabel.trailingAnchor.constraint(equalTo: logScrollView.frameLayoutGuide.trailingAnchor, constant: -6),
    ])
    show(state)
  }

  /// Shows the inspected view's report, or nothing; the title says whether inspect mode is on.
  public func showInspector(_ report: String?, inspecting: Bool) {
    guard isViewLoaded else { return }
    inspectButton.setTitle(inspecting ? "Inspecting…" : "Inspect", for: .normal)
    let hidden = report == nil
    if inspectorLabel.isHidden != hidden { inspectorLabel.isHidden = hidden }
    if let report, inspectorLabel.text != report { inspectorLabel.text = report }
  }

  /// Shows the log's newest lines and scrolls to the last.
  public func showLog(_ entries: [LabNotificationLog.Entry]) {
    guard isViewLoaded, !entries.isEmpty else { return }
    logLabel.textColor = .label
    logLabel.text = entries.suffix(Self.shownLogLines).map(\.shortLine).joined(separator: "\n")
    view.layoutIfNeeded()
    let bottom = logScrollView.contentSize.height - logScrollView.bounds.height
    logScrollView.contentOffset = CGPoint(x: 0, y: max(0, bottom))
  }

  private func addHeading(_ text: String) {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: 13, weight: .semibold)
    label.textColor = .secondaryLabel
    stack.addArrangedSubview(label)
  }

  private func section(_ heading: String, _ control: UISegmentedControl, _ apply: @escaping (inout LabState) -> Void) {
    addHeading(heading)
    add(control, apply)
  }

  private func add(_ control: UISegmentedControl, _ apply: @escaping (inout LabState) -> Void) {
    control.heightAnchor.constraint(equalToConstant: Metric.controlHeight).isActive = true
    control.addAction(
      UIAction { [unowned self] _ in
        self.request(apply)
      }, for: .valueChanged)
    stack.addArrangedSubview(control)
  }

  private func request(_ change: @escaping (inout LabState) -> Void) {
    onChange?(change)
  }

  /// Puts `state` in the controls (after the session applied a change, or a script or a
  /// shortcut made one).
  public func show(_ state: LabState) {
    self.state = state
    guard isViewLoaded else { return }
    screenControl.selectedSegmentIndex = screens.firstIndex { $0.name == state.screen } ?? 0
    for (button, device) in zip(deviceButtons, DeviceProfile.all) {
      button.backgroundColor = device == state.device ? Metric.selectedDevice : .clear
    }
    orientationControl.selectedSegmentIndex = state.orientation.isLandscape ? 1 : 0
    keyboardControl.selectedSegmentIndex = state.hardwareKeyboard ? 1 : 0
    predictiveControl.selectedSegmentIndex = state.predictiveBar ? 1 : 0
    languageControl.selectedSegmentIndex = state.language == .korean ? 1 : 0
    placementControl.selectedSegmentIndex = KeyboardPlacement.allCases.firstIndex(of: state.keyboardPlacement) ?? 0
    placementControl.isEnabled = state.device.isPad
    // A Stage Manager size has no segment of its own.
    windowControl.selectedSegmentIndex =
      AppWindowArrangement.named.firstIndex(of: state.windowArrangement) ?? UISegmentedControl.noSegment
    windowControl.isEnabled = state.device.isPad
    // A rate the control does not offer (`lab slow 0.5`) selects none, so that any of
    // its segments can be tapped.
    speedControl.selectedSegmentIndex =
      LabState.rates.firstIndex { $0.rate == state.timeRate } ?? UISegmentedControl.noSegment
    pauseButton.setTitle(state.isPaused ? "Resume" : "Pause", for: .normal)
  }
}
