; The Windows installer of Oklahoma Ten Point Pitch (NSIS 3, Debian's makensis).
;
; Built on Linux by packaging/build.py --windows, which assembles the program folder
; (packaging/windows_tree.py) and passes:
;   TREE          the program folder to install
;   OUTFILE       the installer to write
;   VERSION       the version as people read it; VERSION4 the same as four numbers
;   COMPRESSION   "lzma" for a release, "zlib" for the tests' quicker build
;   INSTALLED_KB  the installed size, for Apps & features
;   UNINSTALL_LIST  an include file deleting, one by one, every file the installer copies
;
; Per user, without administrator rights: the program goes to
; %LOCALAPPDATA%\Programs\okpitch, the Start menu entry (and, if chosen, a desktop shortcut)
; runs pythonw.exe (no console window), ignoring the PYTHON* variables a player may have set
; for a Python of their own. Saves, statistics and settings live apart, in
; %LOCALAPPDATA%\okpitch, and the uninstaller keeps them. Installing over an older version
; first runs that version's uninstaller, so no file of it lingers. /S installs and
; uninstalls silently.

; A 64-bit installer for the 64-bit game (NSIS's default stub is 32-bit).
Target amd64-unicode
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID ${COMPRESSION}

!define APP_NAME "Oklahoma Ten Point Pitch"
!define APP_ID "okpitch"
!define PUBLISHER "The okpitch-desktop authors"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
!define SHORTCUT "${APP_NAME}.lnk"
!define LAUNCHER "$INSTDIR\python\pythonw.exe"
; -E: the PYTHON* variables of a player's own Python never reach the game's.
!define LAUNCH_ARGUMENTS "-E -m okpitch_desktop"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_ID}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP_NAME} Setup"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "LegalCopyright" "Copyright (C) ${PUBLISHER}"

!include "MUI2.nsh"

!define MUI_ICON "${TREE}\okpitch.ico"
!define MUI_UNICON "${TREE}\okpitch.ico"
!define MUI_ABORTWARNING
!define MUI_LANGDLL_ALLLANGUAGES
!define MUI_FINISHPAGE_RUN "${LAUNCHER}"
!define MUI_FINISHPAGE_RUN_PARAMETERS "${LAUNCH_ARGUMENTS}"

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The game's languages that NSIS has (it has no Swahili: English stands in).
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "Japanese"

LangString DESKTOP_SHORTCUT ${LANG_ENGLISH} "Desktop shortcut"
LangString DESKTOP_SHORTCUT ${LANG_GERMAN} "Verknüpfung auf dem Desktop"
LangString DESKTOP_SHORTCUT ${LANG_FRENCH} "Raccourci sur le bureau"
LangString DESKTOP_SHORTCUT ${LANG_RUSSIAN} "Ярлык на рабочем столе"
LangString DESKTOP_SHORTCUT ${LANG_JAPANESE} "デスクトップのショートカット"

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "-${APP_NAME}" SectionProgram
  ; An older version installed here: its own uninstaller removes exactly its files first
  ; (the player's files are elsewhere and stay).
  IfFileExists "$INSTDIR\uninstall.exe" 0 fresh
    ExecWait '"$INSTDIR\uninstall.exe" /S _?=$INSTDIR'
    Delete "$INSTDIR\uninstall.exe"
  fresh:
  SetOutPath "$INSTDIR"
  File /r "${TREE}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${SHORTCUT}" "${LAUNCHER}" "${LAUNCH_ARGUMENTS}" \
    "$INSTDIR\okpitch.ico" 0 SW_SHOWNORMAL "" "Play ${APP_NAME}"

  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\okpitch.ico"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" ${INSTALLED_KB}
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section /o "$(DESKTOP_SHORTCUT)" SectionDesktop
  SetOutPath "$INSTDIR"
  CreateShortcut "$DESKTOP\${SHORTCUT}" "${LAUNCHER}" "${LAUNCH_ARGUMENTS}" \
    "$INSTDIR\okpitch.ico" 0 SW_SHOWNORMAL "" "Play ${APP_NAME}"
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${SHORTCUT}"
  Delete "$DESKTOP\${SHORTCUT}"
  !include "${UNINSTALL_LIST}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
