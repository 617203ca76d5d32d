; Inno Setup script: the Windows installer of Oklahoma Ten Point Pitch.
;
; Per-user install without administrator rights (%LOCALAPPDATA%\Programs), Start menu entry,
; optional desktop shortcut, uninstaller (Settings > Apps), version information. Saves,
; statistics and settings live in %LOCALAPPDATA%\okpitch and are kept by the uninstaller.
;
; Needs Inno Setup 6.3 or later. Built by packaging\build.py on Windows when iscc is on PATH,
; after PyInstaller made dist\okpitch\; by hand, from the project folder:
;     iscc packaging\windows\okpitch.iss
; The version comes from the version resource of dist\okpitch\okpitch.exe, which the spec
; writes from okpitch_desktop/_version.py; build.py passes /DAppVersion and /DAppVersionNumbers all the same.

#define AppName "Oklahoma Ten Point Pitch"
#define AppExeName "okpitch.exe"
#define AppPublisher "The okpitch-desktop authors"

#ifndef SourceDir
  #define SourceDir AddBackslash(SourcePath) + "..\..\dist\okpitch"
#endif
#ifndef OutputDir
  #define OutputDir AddBackslash(SourcePath) + "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile AddBackslash(SourcePath) + "..\..\build\icons\okpitch.ico"
#endif
; AppVersionNumbers: four numbers for Windows' version fields; AppVersion: as people read it.
#ifndef AppVersionNumbers
  #define AppVersionNumbers GetVersionNumbersString(AddBackslash(SourceDir) + AppExeName)
#endif
#if AppVersionNumbers == ""
  #error dist\okpitch\okpitch.exe is missing or has no version: run python packaging\build.py first
#endif
#ifndef AppVersion
  #define AppVersion AppVersionNumbers
#endif

[Setup]
; The AppId identifies the game to Windows across versions: never change it.
AppId={{2E9B486F-F4A1-4B0E-BD6E-A3A9C1E7FD69}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
AppCopyright=Copyright (C) {#AppPublisher}
VersionInfoVersion={#AppVersionNumbers}
VersionInfoProductName={#AppName}
VersionInfoProductVersion={#AppVersionNumbers}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoDescription={#AppName} Setup
VersionInfoCompany={#AppPublisher}
; Per user, no administrator rights: {autopf} is %LOCALAPPDATA%\Programs, {autoprograms}
; the user's Start menu.
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=okpitch-{#AppVersion}-windows-x64-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
; Offer to close a running copy of the game before its files are replaced or removed.
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundle whole, so no file of an older version lingers in it.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Comment: "Play Oklahoma Ten Point Pitch"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
